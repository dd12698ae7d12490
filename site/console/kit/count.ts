/**
 * A number and its noun in correct English: "1 booking", "2 bookings", "0 bookings" (issue 33: the console
 * said "1 bookings"). `many` is for nouns whose plural is not the noun and an "s".
 */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
