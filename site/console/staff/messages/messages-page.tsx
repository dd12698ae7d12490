import { INBOX_STATUSES, type InboxStatus, type StaffMessage } from '@parking/core';
import { Link, useSearchParams } from 'react-router';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { useConsoleApi } from '../../kit/console-api';
import '../../kit/console-pages.css';
import { MessageView } from './message-view';
import { messageActions, useStaffMessages } from './messages-api';
import './messages.css';

const LABEL: Record<InboxStatus, string> = { new: 'New', assigned: 'Assigned', answered: 'Answered' };

const statusOf = (value: string | null): InboxStatus => INBOX_STATUSES.find((s) => s === value) ?? 'new';

/** Props of MessageTable. */
type MessageTableProps = {
  messages: StaffMessage[];
  selected: string | undefined;
  onSelect: (id: string) => void;
};

/** The tab's messages: sender, subject, when, and the booking it names. */
function MessageTable({ messages, selected, onSelect }: MessageTableProps) {
  if (messages.length === 0) return <p>No messages here.</p>;
  return (
    <table className="console-table">
      <caption className="visually-hidden">Messages</caption>
      <thead>
        <tr>
          <th scope="col">Subject</th>
          <th scope="col">From</th>
          <th scope="col">Received</th>
          <th scope="col">Booking</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((m) => (
          <tr key={m.id} aria-current={m.id === selected ? 'true' : undefined}>
            <td>
              <button type="button" className="btn btn--outline" onClick={() => onSelect(m.id)}>
                {m.subject}
              </button>
            </td>
            <td>{m.name}</td>
            <td>
              {new Date(m.createdAt).toLocaleString('en-GB', {
                timeZone: 'Europe/London',
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </td>
            <td>{m.booking?.reference ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The contact-form inbox (/console/messages?status=…&message=…): tabs by status (new, assigned,
 * answered), the chosen message with its booking link, "Assign to me" and the reply form.
 */
export function MessagesPage() {
  useConsoleTitle('Messages');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const query = useStaffMessages(status);
  const actions = messageActions(useConsoleApi());
  const selected = params.get('message') ?? undefined;
  const changed = (m: StaffMessage) => {
    const list = query.data?.messages ?? [];
    void query.mutate({ messages: list.map((x) => (x.id === m.id ? m : x)) });
  };
  return (
    <>
      <h1>Messages</h1>
      <nav aria-label="Message status">
        <ul className="inbox-tabs">
          {INBOX_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={`?status=${s}`}
                className={s === status ? 'btn btn--primary' : 'btn btn--outline'}
                aria-current={s === status ? 'page' : undefined}
              >
                {LABEL[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={query} what="messages">
        {({ messages }) => {
          const message = messages.find((m) => m.id === selected);
          return (
            <>
              <MessageTable
                messages={messages}
                selected={message?.id}
                onSelect={(id) => setParams(new URLSearchParams({ status, message: id }))}
              />
              {message && <MessageView message={message} actions={actions} onChanged={changed} />}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
