import { type AmendQuote, type ManagedBooking, formatGBP } from '@parking/core';
import { useId, useState } from 'react';
import { type ApiFailure, amendBooking, quoteAmendment, toApiFailure } from '../../api';
import { useWidgetConfig } from '../../config';
import { navigateTop } from '../../lib/navigate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { type AmendDraft, draftOf, requestOf } from './amend-draft';
import { AmendFields } from './amend-fields';

/** Props of AmendForm. */
export type AmendFormProps = {
  booking: ManagedBooking;
  token: string;
  onDone: (booking: ManagedBooking) => void;
  onBack: () => void;
};

/** What the change costs, in words, before it is confirmed. */
export function differenceText(q: AmendQuote): string {
  if (q.difference > 0) return `You pay ${formatGBP(q.difference)} more (new total ${formatGBP(q.amount)}).`;
  if (q.difference < 0) return `We refund ${formatGBP(-q.difference)} (new total ${formatGBP(q.amount)}).`;
  return 'No change in price.';
}

/**
 * Change the booking (docs/product-rules.md#amend-and-cancel): edit, see the new price and the
 * difference, then confirm. A dearer change goes to a checkout for the difference and applies when paid.
 */
export function AmendForm({ booking, token, onDone, onBack }: AmendFormProps) {
  const config = useWidgetConfig();
  const idPrefix = useId();
  const [draft, setDraft] = useState<AmendDraft>(() => draftOf(booking));
  const [quote, setQuote] = useState<AmendQuote | undefined>();
  const [failure, setFailure] = useState<ApiFailure | undefined>();
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(toApiFailure(error));
      setQuote(undefined);
    } finally {
      setPending(false);
    }
  };
  const check = () => run(async () => setQuote(await quoteAmendment(config, token, requestOf(booking, draft))));
  const confirm = (q: AmendQuote) =>
    run(async () => {
      const result = await amendBooking(config, token, requestOf(booking, draft, q.amount));
      if (result.outcome === 'payment-required') return navigateTop(result.checkoutUrl);
      onDone(result.booking);
    });
  return (
    <form
      className="ps-manage-panel"
      aria-labelledby={`${idPrefix}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void (quote ? confirm(quote) : check());
      }}
    >
      <h3 id={`${idPrefix}-title`}>Change your booking</h3>
      <AmendFields
        idPrefix={idPrefix}
        draft={draft}
        errors={failure?.fields ?? {}}
        onChange={(p) => (setQuote(undefined), setDraft({ ...draft, ...p }))}
      />
      {failure ? <Alert>{failure.message}</Alert> : null}
      {quote ? (
        <Alert tone="info">
          {quote.breakdown}. {differenceText(quote)}
        </Alert>
      ) : null}
      <div className="ps-actions">
        <Button variant="primary" type="submit" disabled={pending}>
          {quote
            ? quote.difference > 0
              ? `Confirm and pay ${formatGBP(quote.difference)}`
              : 'Confirm change'
            : 'Check the new price'}
        </Button>
        <Button onClick={onBack}>Keep it as it is</Button>
      </div>
    </form>
  );
}
