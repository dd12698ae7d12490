import { type TimelineActor, type TimelineEntry, formatGBP } from '@parking/core';
import type { LoadedBooking } from './service-load';

/**
 * Audit actions the timeline already shows from their own rows (or that are not events of the booking):
 * a staff refund, cancellation or amendment is its ledger row, which carries the same actor and reason.
 */
const SHOWN_ELSEWHERE = new Set([
  'booking.viewed',
  'booking.photo-viewed',
  'booking.handovers-viewed',
  'booking.note-added',
  'booking.refunded',
  'booking.cancelled',
  'booking.amended',
]);

/** The timeline's words for the audit actions it shows (any other shows its name). */
const AUDIT_WORDS: Record<string, string> = {
  'booking.email-resent': 'Email sent again',
  'booking.contact-changed': 'Contact details changed',
  'booking.refund-retried': 'Refund asked for again',
};

const EVENT_KIND = {
  amended: 'amendment',
  'amend-pending': 'amendment',
  cancelled: 'cancellation',
  refunded: 'refund',
  payment: 'payment',
} as const;

const REFUND_WORD = { pending: ' (pending with the provider)', failed: ' (failed)', done: '' } as const;

type Names = LoadedBooking['names'];

/** A ledger row's actor: `actor_kind` null is a row from before issue 24, which only travellers wrote. */
function eventActor(kind: string | null, id: string | null, names: Names): TimelineActor {
  if (kind === 'staff' || kind === 'operator') return { kind, name: (id && names.get(id)) ?? null };
  if (kind === 'system') return { kind: 'system', name: null };
  return { kind: 'traveller', name: null };
}

/** An audit row's actor: a console member is the car park's (or partner's) member; staff are ours. */
function auditActor(kind: string, id: string | null, names: Names): TimelineActor {
  if (kind === 'member') return { kind: 'operator', name: (id && names.get(id)) ?? null };
  if (kind === 'staff') return { kind: 'staff', name: (id && names.get(id)) ?? null };
  return { kind: kind === 'traveller' ? 'traveller' : 'system', name: null };
}

const SYSTEM: TimelineActor = { kind: 'system', name: null };
const TRAVELLER: TimelineActor = { kind: 'traveller', name: null };

function bookingEntries(l: LoadedBooking): TimelineEntry[] {
  const b = l.booking;
  const out: TimelineEntry[] = [
    {
      at: b.createdAt.toISOString(),
      kind: 'booked',
      summary: `Booked ${b.reference} for ${formatGBP(b.amount)}`,
      actor: TRAVELLER,
    },
  ];
  if (b.paidAt)
    out.push({
      at: b.paidAt.toISOString(),
      kind: 'payment',
      summary: 'Payment reported by the provider',
      actor: TRAVELLER,
    });
  if (b.status === 'expired' && b.releasedAt)
    out.push({
      at: b.releasedAt.toISOString(),
      kind: 'cancellation',
      summary: 'Hold ran out unpaid: spaces released',
      actor: SYSTEM,
    });
  if (b.refundedAt)
    out.push({
      at: b.refundedAt.toISOString(),
      kind: 'refund',
      summary: 'Refunded in full (no spaces left)',
      actor: SYSTEM,
    });
  const sent = (at: Date | null, what: string) => {
    if (at) out.push({ at: at.toISOString(), kind: 'email', summary: `Email sent: ${what}`, actor: SYSTEM });
  };
  sent(b.emailSentAt, 'confirmation');
  sent(b.refundEmailSentAt, 'refund');
  sent(b.reviewInviteSentAt, 'invitation to review');
  for (const e of l.events) sent(e.emailSentAt, e.summary);
  for (const { row } of l.handovers) sent(row.emailSentAt, `${row.kind} ${row.registration}`.trim());
  return out;
}

/**
 * One timeline of everything that happened to the booking, oldest first (ties keep the order written):
 * the booking itself, its ledger, emails, handovers, notes and the audit entries about it, each with its
 * real actor.
 */
export function timelineOf(l: LoadedBooking): TimelineEntry[] {
  const out = bookingEntries(l);
  for (const e of l.events) {
    const refund = e.kind === 'refunded' ? REFUND_WORD[e.refundStatus ?? 'done'] : '';
    const reason = e.reason ? ` — reason: ${e.reason}` : '';
    out.push({
      at: e.at.toISOString(),
      kind: EVENT_KIND[e.kind],
      summary: `${e.summary}${refund}${reason}`,
      actor: eventActor(e.actorKind, e.actorId, l.names),
    });
  }
  for (const { row } of l.handovers)
    out.push({
      at: row.at.toISOString(),
      kind: 'handover',
      summary: `${row.kind} ${row.registration}`.trim(),
      actor: { kind: 'operator', name: row.staffName },
    });
  for (const n of l.notes)
    out.push({
      at: n.createdAt.toISOString(),
      kind: 'note',
      summary: n.body,
      actor: { kind: 'staff', name: l.names.get(n.authorId) ?? null },
    });
  for (const a of l.audit)
    if (!SHOWN_ELSEWHERE.has(a.action))
      out.push({
        at: a.at.toISOString(),
        kind: 'staff',
        summary: AUDIT_WORDS[a.action] ?? a.action,
        actor: auditActor(a.actorKind, a.actorId, l.names),
      });
  return out
    .map((entry, i) => ({ entry, i }))
    .sort((x, y) => x.entry.at.localeCompare(y.entry.at) || x.i - y.i)
    .map((x) => x.entry);
}
