import type { StaffMessage } from '@parking/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../kit/console-api';
import type { MessageActions } from './messages-api';
import { ReplyForm } from './reply-form';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' });

/** The replies so far, each with whether the mail transport has taken it. */
function Replies({ message }: { message: StaffMessage }) {
  if (message.replies.length === 0) return null;
  return (
    <>
      <h3>Replies</h3>
      <ol className="message-view__replies">
        {message.replies.map((r) => (
          <li key={r.id}>
            <p>
              {r.author}, {when(r.createdAt)} — {r.sentAt ? 'sent' : 'waiting to send'}
            </p>
            <p className="message-view__text">{r.body}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Props of MessageView. */
export type MessageViewProps = {
  message: StaffMessage;
  actions: MessageActions;
  /** Called with each answer, so the list shows the message as it now is. */
  onChanged: (message: StaffMessage) => void;
};

/** One message: who sent it, the booking it names, the replies so far, "Assign to me" and the reply form. */
export function MessageView({ message, actions, onChanged }: MessageViewProps) {
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const assign = () => {
    setPending(true);
    setFailure(undefined);
    actions
      .assign(message.id, 'me')
      .then(onChanged)
      .catch((e: unknown) => setFailure(failureMessage(e)))
      .finally(() => setPending(false));
  };
  return (
    <section aria-labelledby="message-heading" className="message-view">
      <h2 id="message-heading">{message.subject}</h2>
      <p>
        From {message.name} &lt;{message.email}&gt;, {when(message.createdAt)}.{' '}
        {message.assignedTo ? `Assigned to ${message.assignedTo.name}.` : 'Not assigned.'}
      </p>
      {message.booking && (
        <p>
          Booking:{' '}
          <Link to={`/console/bookings/${encodeURIComponent(message.booking.reference)}`}>
            {message.booking.reference}
          </Link>
        </p>
      )}
      <blockquote className="message-view__text">{message.message}</blockquote>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {!message.assignedTo && (
        <button type="button" className="btn btn--outline" disabled={pending} onClick={assign}>
          Assign to me
        </button>
      )}
      <Replies message={message} />
      <ReplyForm
        key={message.id}
        to={message.name}
        onSend={async (body) => onChanged(await actions.reply(message.id, body))}
      />
    </section>
  );
}
