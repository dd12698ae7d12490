import { type AmendQuote, type AmendRequest, AmendRequestSchema, type ManagedBooking, formatGBP } from '@parking/core';
import { useId, useState } from 'react';
import { amendBooking, quoteAmendment } from '../../api';
import { useWidgetConfig } from '../../config';
import { FormSummary, LEAVE_QUESTION, checkWith, useForm, useLeaveGuard } from '../../forms';
import { navigateTop } from '../../lib/navigate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { type AmendDraft, draftOf, requestOf } from './amend-draft';
import { AmendFields } from './amend-fields';
import { amendFieldId } from './amend-ids';

/** Props of AmendForm. */
export type AmendFormProps = {
  booking: ManagedBooking;
  token: string;
  onDone: (booking: ManagedBooking) => void;
  onBack: () => void;
};

/** What the change costs, in words, before it is confirmed. */
function differenceText(q: AmendQuote): string {
  if (q.difference > 0) return `You pay ${formatGBP(q.difference)} more (new total ${formatGBP(q.amount)}).`;
  if (q.difference < 0) return `We refund ${formatGBP(-q.difference)} (new total ${formatGBP(q.amount)}).`;
  return 'No change in price.';
}

/**
 * Change the booking (docs/product-rules.md#amend-and-cancel): edit, see the new price and the
 * difference, then confirm. A dearer change goes to a checkout for the difference and applies when paid.
 * Checked with core's AmendRequestSchema, the server's; while changed, leaving asks first.
 */
export function AmendForm({ booking, token, onDone, onBack }: AmendFormProps) {
  const config = useWidgetConfig();
  const idPrefix = useId();
  const [quote, setQuote] = useState<AmendQuote | undefined>();
  const [asking, setAsking] = useState(false);
  const form = useForm<AmendDraft, AmendRequest>({
    initial: () => draftOf(booking),
    check: (draft) => checkWith(AmendRequestSchema, requestOf(booking, draft)),
    onSubmit: async (_request, draft) => {
      if (!quote) return setQuote(await quoteAmendment(config, token, requestOf(booking, draft)));
      const result = await amendBooking(config, token, requestOf(booking, draft, quote.amount));
      release();
      if (result.outcome === 'payment-required') return navigateTop(result.checkoutUrl);
      onDone(result.booking);
    },
    idOf: (name) => amendFieldId(idPrefix, name),
  });
  const release = useLeaveGuard(form.dirty);
  const change = (patch: Partial<AmendDraft>) => {
    setQuote(undefined);
    setAsking(false);
    form.set(patch);
  };
  return (
    <form className="ps-manage-panel" aria-labelledby={`${idPrefix}-title`} noValidate onSubmit={form.onSubmit}>
      <h3 id={`${idPrefix}-title`}>Change your booking</h3>
      <FormSummary form={form} />
      <AmendFields idPrefix={idPrefix} draft={form.values} errors={form.errors} onChange={change} onBlur={form.blur} />
      {quote && !form.failure ? (
        <Alert tone="info">
          {quote.breakdown}. {differenceText(quote)}
        </Alert>
      ) : null}
      {asking ? (
        <div className="ps-alert ps-alert--info" role="alertdialog" aria-labelledby={`${idPrefix}-leave`}>
          <p id={`${idPrefix}-leave`}>{LEAVE_QUESTION}</p>
          <div className="ps-actions">
            <Button onClick={onBack}>Leave without saving</Button>
            <Button variant="primary" onClick={() => setAsking(false)} autoFocus>
              Stay and keep editing
            </Button>
          </div>
        </div>
      ) : null}
      <div className="ps-actions">
        <Button variant="primary" type="submit" disabled={form.pending}>
          {quote
            ? quote.difference > 0
              ? `Confirm and pay ${formatGBP(quote.difference)}`
              : 'Confirm change'
            : 'Check the new price'}
        </Button>
        <Button onClick={() => (form.dirty ? setAsking(true) : onBack())}>Keep it as it is</Button>
      </div>
    </form>
  );
}
