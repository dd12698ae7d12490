import type { ChannelDelivery, NotificationEntry } from '@parking/core';
import { TableScroll } from '../../kit/table-scroll';
import { count } from '../../kit/count';

const TYPE_LABELS: Record<NotificationEntry['type'], string> = {
  'booking.created': 'New booking',
  'booking.amended': 'Booking changed',
  'booking.cancelled': 'Booking cancelled',
  'booking.refunded': 'Refund',
};

const STATUS_LABELS: Record<ChannelDelivery['status'], string> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  delivered: 'Delivered',
  retrying: 'Retrying',
  failed: 'Failed',
};

const CHANNEL_LABELS: Record<ChannelDelivery['channel'], string> = { email: 'Email', webhook: 'Webhook' };

/** A time in London as the desk reads it, e.g. "24 Nov, 18:15". */
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });

/** Props of DeliveryLogTable. */
export type DeliveryLogTableProps = {
  /** The events, newest first. */
  events: readonly NotificationEntry[];
  /** Whether the member may ask for a redelivery (owners and managers). */
  canRedeliver: boolean;
  /** Asks for one more delivery of an event on a channel. */
  onRedeliver: (eventId: string, channel: ChannelDelivery['channel']) => void;
  /** The delivery being asked for now (its button waits). */
  pending?: string | undefined;
};

function ChannelCell(props: { entry: NotificationEntry; d: ChannelDelivery } & Omit<DeliveryLogTableProps, 'events'>) {
  const { entry, d, canRedeliver, onRedeliver, pending } = props;
  const id = `${entry.eventId}:${d.channel}`;
  const detail = [
    count(d.attempts, 'attempt'),
    d.responseCode !== null ? `response ${d.responseCode}` : null,
    d.status === 'failed' || d.status === 'retrying' ? d.error : null,
    // A webhook is retried for a day before it fails for good (docs/product-rules.md, Operators).
    d.status === 'failed' && d.channel === 'webhook' ? 'no more retries: redeliver once it is fixed' : null,
  ].filter(Boolean);
  return (
    <td>
      <span className={`delivery delivery--${d.status}`}>{STATUS_LABELS[d.status]}</span>
      <br />
      <small>{detail.join(', ')}</small>
      {canRedeliver && (
        <>
          <br />
          <button
            type="button"
            className="btn btn--outline console-btn--small"
            disabled={pending === id}
            onClick={() => onRedeliver(entry.eventId, d.channel)}
          >
            Redeliver
            <span className="visually-hidden">
              {' '}
              {CHANNEL_LABELS[d.channel].toLowerCase()} for {entry.reference}, {TYPE_LABELS[entry.type].toLowerCase()}
            </span>
          </button>
        </>
      )}
    </td>
  );
}

/** The delivery log: one row per event, a column per channel with its latest status and a Redeliver button. */
export function DeliveryLogTable({ events, ...rest }: DeliveryLogTableProps) {
  if (events.length === 0) return <p>No bookings have been sent to you yet.</p>;
  const cell = (entry: NotificationEntry, channel: ChannelDelivery['channel']) => {
    const d = entry.channels.find((c) => c.channel === channel);
    return d ? <ChannelCell key={channel} entry={entry} d={d} {...rest} /> : <td key={channel}>Not sent</td>;
  };
  return (
    <TableScroll labelledBy="delivery-log-caption">
      <table className="console-table">
        <caption id="delivery-log-caption" className="visually-hidden">
          Booking notifications, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">Reference</th>
            <th scope="col">Email</th>
            <th scope="col">Webhook</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.eventId}>
              <td>{when(e.created)}</td>
              <td>{TYPE_LABELS[e.type]}</td>
              <th scope="row">{e.reference}</th>
              {cell(e, 'email')}
              {cell(e, 'webhook')}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
