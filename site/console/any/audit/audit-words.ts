import type { AuditEntry } from '@parking/core';

/** Every action the console records so far, in words; the filter offers them. */
export const ACTION_WORDS: Record<string, string> = {
  'member.invited': 'Invited someone',
  'invitation.accepted': 'Accepted an invitation',
  'invitation.rejected': 'Declined an invitation',
  'invitation.cancelled': 'Cancelled an invitation',
  'member.role-changed': "Changed a member's role",
  'member.removed': 'Removed a member',
  'member.left': 'Left the organisation',
  'passkey.added': 'Added a passkey',
  'passkey.removed': 'Removed a passkey',
  'sessions.revoked': 'Signed out sessions',
  'listing.changed': "Changed a car park's listing",
  'listing.photo-added': 'Added a listing photo',
  'listing.photo-removed': 'Removed a listing photo',
};

/**
 * Our staff's views of travellers' personal data (each one on the log) and the staff-only account actions;
 * only staff's filter offers them.
 */
export const STAFF_ACTION_WORDS: Record<string, string> = {
  'bookings.searched': 'Searched bookings',
  'booking.viewed': 'Opened a booking',
  'booking.photo-viewed': 'Viewed a handover photo',
  'booking.handovers-viewed': "Viewed a booking's handover records",
  'member.passkeys-reset': "Reset a member's passkeys",
};

/** An action in words: a known one by name, any other as "Resource: verb" (`booking.amended` → "Booking: amended"). */
export function actionInWords(action: string): string {
  const known = ACTION_WORDS[action] ?? STAFF_ACTION_WORDS[action];
  if (known) return known;
  const [resource = action, ...rest] = action.split('.');
  const verb = rest.join(' ').replace(/-/g, ' ');
  const name = resource.charAt(0).toUpperCase() + resource.slice(1).replace(/-/g, ' ');
  return verb ? `${name}: ${verb}` : name;
}

/** Who did it: the member's or staff member's name, a traveller, or the system. */
export function actorInWords(actor: AuditEntry['actor']): string {
  if (actor.kind === 'system') return 'The system';
  if (actor.kind === 'traveller') return 'A traveller';
  const name = actor.name ?? 'Someone no longer known';
  return actor.kind === 'staff' ? `${name} (our staff)` : name;
}

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** An instant as London reads it ("3 Mar 2026, 14:05"); unparseable input comes back unchanged. */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : when.format(d);
}

/** A recorded value as text: none for null or absent, strings as they are, anything else as JSON. */
function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line per changed field: "before → after", or only "changed" for a personal field (no values kept). */
export function changeLines(changes: AuditEntry['changes']): { field: string; text: string }[] {
  return Object.entries(changes).map(([field, change]) => ({
    field,
    text: change.changed ? 'changed' : `${formatValue(change.before)} → ${formatValue(change.after)}`,
  }));
}
