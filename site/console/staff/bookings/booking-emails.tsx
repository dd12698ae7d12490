import type { StaffEmail } from '@parking/core';
import { TableScroll } from '../../kit/table-scroll';
import type { BookingSectionProps } from './booking-details';
import { londonTime } from './booking-records';
import { count } from '../../kit/count';

/** Each kind of email in words. */
const KIND_WORDS: Record<StaffEmail['kind'], string> = {
  confirmation: 'Booking confirmation',
  refund: 'Refund',
  cancellation: 'Cancellation',
  amendment: 'Amendment',
  'review-invite': 'Invitation to review',
  'check-in': 'Checked in',
  'check-out': 'Checked out',
  'no-show': 'No-show',
  'review-hidden': 'Review hidden',
  'contact-reply': 'Reply to a contact message',
  'operator-new': 'New booking',
  'operator-amended': 'Booking amended',
  'operator-cancelled': 'Booking cancelled',
  'operator-refunded': 'Refund made',
};

const RECIPIENT_WORDS = { traveller: 'Traveller', 'car-park': 'Car park' } as const;

const attempts = (n: number) => count(n, 'failed attempt');

/** The status in words, with the failed attempts while retrying or once it gave up. */
function statusWords(e: StaffEmail): string {
  const failed = e.failedAttempts ?? 0;
  if (e.status === 'retrying') return `Retrying (${attempts(failed)})`;
  if (e.status === 'failed') return `Failed (${attempts(failed)})`;
  return e.status === 'sent' ? 'Sent' : 'Queued';
}

/**
 * Every email we hold for the booking: the traveller's (with our resends), the car park's and our replies to
 * contact messages naming it, each with its recipient's role, when queued and sent, and its status.
 */
export function EmailsSection({ booking: b }: BookingSectionProps) {
  return (
    <section aria-labelledby="booking-emails" className="booking-section">
      <h2 id="booking-emails">Emails</h2>
      {b.emails.length === 0 ? (
        <p>No emails yet.</p>
      ) : (
        <TableScroll labelledBy="booking-emails-caption">
          <table className="console-table">
            <caption id="booking-emails-caption">Each email with its recipient and delivery status</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">To</th>
                <th scope="col">Queued</th>
                <th scope="col">Sent</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {b.emails.map((e, i) => (
                <tr key={`${e.kind}-${e.queuedAt ?? ''}-${i}`}>
                  <td>
                    {KIND_WORDS[e.kind]}
                    {e.resent && ' (sent again)'}
                    {e.summary !== KIND_WORDS[e.kind] && <span className="booking-email-about">{e.summary}</span>}
                  </td>
                  <td>{e.recipient ? RECIPIENT_WORDS[e.recipient] : '—'}</td>
                  <td>{e.queuedAt ? londonTime(e.queuedAt) : '—'}</td>
                  <td>{e.sentAt ? londonTime(e.sentAt) : '—'}</td>
                  <td className={`email-status email-status--${e.status}`}>{statusWords(e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
