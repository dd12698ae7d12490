import { WebhookSaveSchema, type WebhookSettings } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { useState } from 'react';
import { z } from 'zod/mini';
import { ConsoleField } from '../../kit/console-field';
import { failureMessage } from '../../kit/console-api';
import { ConfirmButton } from '../../kit/confirm-button';
import type { NotificationActions } from './notifications-api';
import { SecretOnce } from './secret-once';

const UrlSchema = z.object({ url: WebhookSaveSchema.shape.url });
type UrlForm = { url: string };
const idOf = (name: string) => `webhook-${name}`;

/** Props of WebhookPanel. */
export type WebhookPanelProps = {
  /** The car park and its webhook, as read (never the secret). */
  settings: WebhookSettings;
  /** Whether the member may change it (owners and managers); the desk reads it. */
  canEdit: boolean;
  /** The page's webhook actions. */
  actions: Pick<NotificationActions, 'save' | 'rotate' | 'remove'>;
  /** Called with each answer, so the page shows the settings as they now are. */
  onChanged: (settings: WebhookSettings) => void;
};

/** The URL form: https only, checked beside the field; the server's reason (a private address) shows there too. */
function UrlFormView({
  settings,
  actions,
  onChanged,
  onSecret,
}: WebhookPanelProps & { onSecret: (s: string) => void }) {
  const initial: UrlForm = { url: settings.webhook?.url ?? '' };
  const form = useForm<UrlForm, UrlForm>({
    initial,
    check: (values) => checkWith(UrlSchema, values),
    onSubmit: async ({ url }) => {
      const saved = await actions.save(settings.carPark.id, url);
      if (saved.secret) onSecret(saved.secret);
      onChanged(saved);
    },
    idOf,
  });
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="webhook-heading">
      <FormSummary form={form} title={(m) => (m ? `The webhook was not saved. ${m}` : 'There is a problem')} />
      <ConsoleField id={idOf('url')} label="Webhook URL (https)" error={form.errors.url}>
        {(aria) => (
          <input
            id={idOf('url')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://bookings.example.com/parking"
            value={form.values.url}
            {...aria}
            onChange={(ev) => form.set({ url: ev.target.value })}
            onBlur={form.blur('url')}
          />
        )}
      </ConsoleField>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Saving…' : settings.webhook ? 'Save URL' : 'Add webhook'}
      </button>
    </form>
  );
}

/** Where events go now, since when, and when the secret was last rotated. */
function WebhookSummary({ webhook }: { webhook: WebhookSettings['webhook'] }) {
  const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB');
  if (!webhook) return <p>No webhook yet: bookings go by email only.</p>;
  return (
    <p>
      Sending to <code>{webhook.url}</code> since {day(webhook.createdAt)}
      {webhook.rotatedAt ? `; secret last rotated ${day(webhook.rotatedAt)}` : ''}.
    </p>
  );
}

/**
 * The car park's webhook: its URL (owners and managers change it), the signing secret shown once when
 * made or rotated, Rotate and Remove, each asked first.
 */
export function WebhookPanel(props: WebhookPanelProps) {
  const { settings, canEdit, actions, onChanged } = props;
  const [secret, setSecret] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const run = (action: () => Promise<WebhookSettings>) => {
    setPending(true);
    setFailure(undefined);
    action()
      .then((answer) => {
        if (answer.secret) setSecret(answer.secret);
        onChanged(answer);
      })
      .catch((e: unknown) => setFailure(failureMessage(e)))
      .finally(() => setPending(false));
  };
  const { webhook, carPark } = settings;
  return (
    <section aria-labelledby="webhook-heading" className="webhook-panel">
      <h2 id="webhook-heading">Webhook</h2>
      <p>
        Every new, changed and cancelled booking is also sent as signed JSON to this address, if you add one. It must be
        https and reachable on the public internet.
      </p>
      <WebhookSummary webhook={webhook} />
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(undefined)} />}
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {canEdit ? (
        <>
          <UrlFormView key={webhook?.url ?? ''} {...props} onSecret={setSecret} />
          {webhook && (
            <p className="webhook-actions">
              <ConfirmButton
                label="Rotate secret"
                question="Make a new signing secret? The old one stops working at once."
                pending={pending}
                onConfirm={() => run(() => actions.rotate(carPark.id))}
              />{' '}
              <ConfirmButton
                label="Remove webhook"
                question="Stop sending bookings to this address?"
                pending={pending}
                onConfirm={() => run(() => actions.remove(carPark.id))}
              />
            </p>
          )}
        </>
      ) : (
        <p>Owners and managers can add, change or remove the webhook.</p>
      )}
    </section>
  );
}
