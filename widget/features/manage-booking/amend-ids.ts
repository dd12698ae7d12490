/**
 * The control id of an amend field, from its name, which is the path the server keys its messages with
 * (`criteria.entryDate`, `vehicles.0.registration`, `details.email`).
 */
export function amendFieldId(idPrefix: string, name: string): string {
  const [group, key, sub] = name.split('.');
  if (group === 'vehicles') return `${idPrefix}-vehicle-${key}-${sub}`;
  if (group === 'criteria') {
    const ids: Record<string, string> = {
      entryDate: 'entry-date',
      entryTime: 'entry-time',
      exitDate: 'exit-date',
      exitTime: 'exit-time',
      noOfVehicles: 'vehicle-count',
    };
    return `${idPrefix}-${ids[key ?? ''] ?? 'entry-date'}`;
  }
  return `${idPrefix}-${key ?? group}`;
}
