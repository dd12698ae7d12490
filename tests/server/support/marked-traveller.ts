/**
 * A traveller whose every detail is unusual enough to be found in a log by plain search: the log tests
 * book with it, send it in queries and bodies, and then look for it in every line.
 */
export const MARKED = {
  firstName: 'Zedekiah',
  lastName: 'Quillfeather',
  email: 'zed.quill@example.org',
  phone: '07700 900456',
  registration: 'ZQ19 XYZ',
} as const;

/** The booking details of the marked traveller (one vehicle). */
export const MARKED_DETAILS = {
  firstName: MARKED.firstName,
  lastName: MARKED.lastName,
  email: MARKED.email,
  phone: MARKED.phone,
  vehicles: [{ registration: MARKED.registration, make: 'Ford', model: 'Focus', colour: 'Blue' }],
};

/**
 * Each marked value as given, without its spaces, percent-encoded or form-encoded (as a URL carries it)
 * and without its leading 0 (a phone stored as +44…), lower-cased: a log line may reformat any of them.
 */
const MARKED_SPELLINGS = [...new Set(Object.values(MARKED).flatMap(spellings))];

function spellings(value: string): string[] {
  const bare = value.replace(/\s+/g, '');
  const form = new URLSearchParams({ v: value }).toString().slice(2);
  return [value, bare, encodeURIComponent(value), form, bare.replace(/^0/, '')].map((v) => v.toLowerCase());
}

/** The marked values a text holds, in any of their spellings. */
export function markedIn(text: string): string[] {
  const lower = text.toLowerCase();
  return MARKED_SPELLINGS.filter((v) => lower.includes(v));
}
