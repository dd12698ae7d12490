import { type DataRequestSummary, type ErasureResult, roleAtLeast } from '@parking/core';
import { useState } from 'react';
import { ConfirmButton } from '../../kit/confirm-button';
import { useConsoleTitle } from '../../shell/console-title';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { useConsoleMe } from '../../shell/session/use-console-me';
import '../../kit/console-pages.css';
import { FindForm } from './find-form';
import { ExportButton } from './export-button';
import { eraseTraveller, findTraveller } from './privacy-api';
import { count } from '../../kit/count';

/** Props of Holdings. */
type HoldingsProps = { summary: DataRequestSummary };

/** What we hold for the email: its bookings (reference, status, dates, erased or not) and messages. */
function Holdings({ summary }: HoldingsProps) {
  return (
    <>
      <p>
        {count(summary.bookings.length, 'booking')} and {count(summary.contactMessages, 'contact message')} for{' '}
        {summary.email}.
      </p>
      {summary.bookings.length > 0 && (
        <table className="console-table">
          <caption className="visually-hidden">Bookings</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Status</th>
              <th scope="col">Stay</th>
              <th scope="col">Personal data</th>
            </tr>
          </thead>
          <tbody>
            {summary.bookings.map((b) => (
              <tr key={b.reference}>
                <td>{b.reference}</td>
                <td>{b.status}</td>
                <td>
                  {b.entryDate} to {b.exitDate}
                </td>
                <td>{b.anonymisedAt ? `Erased ${b.anonymisedAt.slice(0, 10)}` : 'Held'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * Travellers' data rights (/console/data-requests): find what we hold by email, download it as a JSON
 * file (support and admin), erase it on request (admins, asked first). Every step is on the audit log.
 */
export function DataRequestsPage() {
  useConsoleTitle('Data requests');
  const api = useConsoleApi();
  const org = useConsoleMe().data?.active;
  const isAdmin = org ? roleAtLeast(org.kind, org.role, 'admin') : false;
  const [summary, setSummary] = useState<DataRequestSummary>();
  const [erased, setErased] = useState<ErasureResult>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const find = async (email: string) => {
    setErased(undefined);
    setSummary(await findTraveller(api, email));
  };
  const erase = (email: string) => {
    setPending(true);
    setFailure(undefined);
    eraseTraveller(api, email)
      .then(async (result) => {
        setErased(result);
        setSummary(await findTraveller(api, email));
      })
      .catch((e: unknown) => setFailure(failureMessage(e)))
      .finally(() => setPending(false));
  };
  return (
    <>
      <h1>Data requests</h1>
      <FindForm onFind={find} />
      {summary && (
        <section aria-labelledby="holdings-heading">
          <h2 id="holdings-heading">What we hold</h2>
          <Holdings summary={summary} />
          <ExportButton email={summary.email} />
          {failure && (
            <p className="notice notice--error" role="alert">
              {failure}
            </p>
          )}
          {erased && (
            <p role="status" className="notice notice--success">
              Erased: {erased.bookings} booking(s) and {erased.contactMessages} message(s). Money records are kept.
            </p>
          )}
          {isAdmin && (
            <ConfirmButton
              label="Erase personal data"
              question={`Every booking and message of ${summary.email} loses its names, contact details and registrations for good. Amounts and references stay.`}
              onConfirm={() => erase(summary.email)}
              pending={pending}
            />
          )}
        </section>
      )}
    </>
  );
}
