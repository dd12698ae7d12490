import { type StaffActionResult, type StaffAmendStay, type StaffRefundLine, formatGBP } from '@parking/core';
import { useState } from 'react';
import { useConsoleApi } from '../../../kit/console-api';
import { staffActions, useStaffMoney } from './actions-api';
import { AmendPanel } from './amend-panel';
import { CancelDialog } from './cancel-dialog';
import { ContactForm, ResendForm } from './contact-forms';
import { MoneyEffect } from './money-effect';
import { RefundDialog } from './refund-dialog';

/** Props of BookingActions. */
export type BookingActionsProps = {
  /** The booking the actions act on. */
  reference: string;
  /** Called after an action changed the booking, so the page reloads its timeline. */
  onChanged: () => void;
  /** The booking's stay now, which the Amend panel opens with (no Amend without it). */
  stay?: StaffAmendStay | undefined;
};

type Panel = 'refund' | 'cancel' | 'amend' | 'resend' | 'contact';
const LABELS: Record<Panel, string> = {
  refund: 'Refund',
  cancel: 'Cancel booking',
  amend: 'Amend',
  resend: 'Resend email',
  contact: 'Change contact details',
};

/** Props of FailedRefunds. */
type FailedRefundsProps = { refunds: StaffRefundLine[]; onRetry: (eventId: string) => Promise<StaffActionResult> };

/** Refunds the provider refused: shown as failed (never as done), each with Retry. */
function FailedRefunds({ refunds, onRetry }: FailedRefundsProps) {
  const [retried, setRetried] = useState<string>();
  const failed = refunds.filter((r) => r.status === 'failed');
  return (
    <>
      {failed.length > 0 && (
        <ul className="staff-actions__failed" aria-label="Failed refunds">
          {failed.map((r) => (
            <li key={r.eventId}>
              Refund of {formatGBP(r.amount)} failed at the payment provider.{' '}
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => void onRetry(r.eventId).then((x) => setRetried(x.done))}
              >
                Retry refund of {formatGBP(r.amount)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {retried && (
        <p role="status" className="notice notice--success">
          {retried}
        </p>
      )}
    </>
  );
}

/** Support's actions on one booking: each opens its panel, money actions show their effect first. */
export function BookingActions({ reference, onChanged, stay }: BookingActionsProps) {
  const api = useConsoleApi();
  const money = useStaffMoney(reference);
  const [open, setOpen] = useState<Panel>();
  const actions = staffActions(api, reference);
  // Every action answers the money after it: the panel's figures and the page's timeline both follow.
  const after = async (result: Promise<StaffActionResult>) => {
    const r = await result;
    await money.mutate(r.money);
    onChanged();
    return r;
  };
  if (!money.data) return <p role="status">{money.error ? 'The booking’s money could not be loaded.' : 'Loading…'}</p>;
  const close = () => setOpen(undefined);
  return (
    <section className="staff-actions" aria-labelledby="actions-heading">
      <h2 id="actions-heading">Actions</h2>
      <MoneyEffect money={money.data} />
      <FailedRefunds refunds={money.data.refunds} onRetry={(id) => after(actions.retry(id))} />
      <div className="staff-actions__buttons">
        {(Object.keys(LABELS) as Panel[])
          .filter((p) => p !== 'amend' || stay)
          .map((p) => (
            <button
              key={p}
              type="button"
              className="btn btn--outline"
              aria-expanded={open === p}
              onClick={() => setOpen(open === p ? undefined : p)}
            >
              {LABELS[p]}
            </button>
          ))}
      </div>
      {open === 'refund' && (
        <RefundDialog money={money.data} onRefund={(b, k) => after(actions.refund(b as never, k))} onClose={close} />
      )}
      {open === 'cancel' && (
        <CancelDialog money={money.data} onCancel={(b) => after(actions.cancel(b as never))} onClose={close} />
      )}
      {open === 'amend' && stay && (
        <AmendPanel
          current={stay}
          onPreview={actions.amendPreview}
          onAmend={(b) => after(actions.amend(b))}
          onClose={close}
        />
      )}
      {open === 'resend' && <ResendForm onResend={(b) => after(actions.resend(b))} onClose={close} />}
      {open === 'contact' && <ContactForm onSave={(b) => after(actions.contact(b))} onClose={close} />}
    </section>
  );
}
