import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the e2e server listens and keeps its data; tests read the outbox from here. */
const port = Number(process.env.E2E_PORT ?? 4173);
const runDir = join(tmpdir(), `parking-e2e-${port}`);

export const e2e = {
  port,
  // localhost, not 127.0.0.1: a passkey's relying party must be a domain name (the console journey).
  baseURL: `http://localhost:${port}`,
  /** A second origin for pages that play a partner site embedding the widget. */
  partnerPort: port + 1,
  /** The operator journey's own partner page (the widget specs' partner site may still hold `partnerPort`). */
  journeyPartnerPort: port + 2,
  /** The operator journey's webhook receiver (https on 127.0.0.1), which the server is told to allow. */
  webhookPort: port + 3,
  /** The partner journey's pages: the test key's page (http) and the live key's page (https, the webhook's certificate). */
  partnerJourneyPorts: { test: port + 4, live: port + 5 },
  /** The support journey's partner page. */
  supportJourneyPort: port + 6,
  /** Its certificate and key (made once by `webhookTls()`); the server trusts the certificate. */
  webhookTlsDir: join(runDir, 'webhook-tls'),
  dataDir: join(runDir, 'data'),
  outboxDir: join(runDir, 'outbox'),
  /** The server's LINK_SECRET, so a spec can sign an emailed link (e.g. a review invitation) itself. */
  linkSecret: 'e2e-only-link-secret-0123456789abcdef',
};

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the network: no background updates, sync or first-run calls. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
