import { type WebhookSettings, roleAtLeast } from '@parking/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsoleHome } from '../../kit/use-console-home';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { useConsoleMe } from '../../shell/session/use-console-me';
import '../../kit/console-pages.css';
import { CarParkSelect, NoCarParks, chosenCarPark } from '../../kit/car-park-select';
import { DeliveryLogTable } from './delivery-log-table';
import { notificationActions, useDeliveryLog, useWebhook } from './notifications-api';
import { WebhookPanel } from './webhook-panel';
import './notifications.css';

/** The delivery log of one car park, with Redeliver buttons for owners and managers. */
function DeliveryLogView({ carPark, canEdit }: { carPark: string; canEdit: boolean }) {
  const log = useDeliveryLog(carPark);
  const actions = notificationActions(useConsoleApi());
  const [pending, setPending] = useState<string>();
  const [news, setNews] = useState('');
  const redeliver = (eventId: string, channel: 'email' | 'webhook') => {
    setPending(`${eventId}:${channel}`);
    actions
      .redeliver(eventId, channel)
      .then(() => setNews(`Sending again by ${channel}.`))
      .then(() => log.retry())
      .catch((e: unknown) => setNews(failureMessage(e)))
      .finally(() => setPending(undefined));
  };
  return (
    <section aria-labelledby="log-heading">
      <h2 id="log-heading">Delivery log</h2>
      <p role="status" aria-live="polite" className="log-news">
        {news}
      </p>
      <QueryState query={log} what="delivery log">
        {(page) => (
          <DeliveryLogTable events={page.events} canRedeliver={canEdit} onRedeliver={redeliver} pending={pending} />
        )}
      </QueryState>
    </section>
  );
}

/** The webhook settings of one car park. */
function WebhookView({ carPark, canEdit }: { carPark: string; canEdit: boolean }) {
  const webhook = useWebhook(carPark);
  const actions = notificationActions(useConsoleApi());
  // The secret is never kept in the cache: only the settings without it.
  const changed = ({ secret: _secret, ...settings }: WebhookSettings) => void webhook.mutate(settings);
  return (
    <QueryState query={webhook} what="webhook settings">
      {(settings) => <WebhookPanel settings={settings} canEdit={canEdit} actions={actions} onChanged={changed} />}
    </QueryState>
  );
}

/**
 * Booking notifications (/console/notifications?carPark=…): every new, changed and cancelled booking is
 * emailed to the car park and sent to its webhook; this page lists how each delivery went (Redeliver sends
 * one again) and sets the webhook. Owners and managers change things; the desk reads.
 */
export function NotificationsPage() {
  useConsoleTitle('Booking notifications');
  const home = useConsoleHome();
  const org = useConsoleMe().data?.active;
  const canEdit = org ? roleAtLeast(org.kind, org.role, 'manager') : false;
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Booking notifications</h1>
      <QueryState query={home} what="car parks">
        {(data) => {
          const carParks = data.kind === 'operator' ? data.carParks : [];
          const carPark = chosenCarPark(carParks, params);
          if (!carPark) return <NoCarParks />;
          return (
            <>
              <div className="notifications-choice">
                <CarParkSelect
                  id="notifications-car-park"
                  carParks={carParks}
                  value={carPark.id}
                  onChange={(id) => setParams(new URLSearchParams({ carPark: id }))}
                />
              </div>
              <WebhookView key={`w:${carPark.id}`} carPark={carPark.id} canEdit={canEdit} />
              <DeliveryLogView key={`l:${carPark.id}`} carPark={carPark.id} canEdit={canEdit} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
