import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, e2e } from './tests/e2e/e2e-env';
import { webhookTls } from './tests/e2e/webhook-tls';

/**
 * End-to-end tests: real Chromium (Debian's), against the real server on PGlite, serving the built
 * site and widget. `npm run test:e2e` builds what changed first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: e2e.baseURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    // The compiled server, as `npm start` runs it; `npm run test:e2e` builds what changed first. It starts
    // on an empty data folder (seeded at boot), so every run begins with no passkeys: the staff journeys
    // register their accounts' known passkeys (tests/e2e/console/staff-passkeys.ts), and a passkey an
    // earlier run's browser made, which no browser holds any more, cannot lock a staff account out.
    // `exec`: the server itself receives the shutdown signal, not the shell.
    command: `rm -rf '${e2e.dataDir}' && exec node --liftoff-only packages/server/dist/server.js`,
    url: `${e2e.baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Stopped as an orchestrator stops it, and waited for: killed without waiting, its process could
    // outlive the run by a moment and hold the data folder's lock, so a run started right after the last
    // one refused to start ("in use by another server process").
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(e2e.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: e2e.baseURL,
      DATA_DIR: e2e.dataDir,
      OUTBOX_DIR: e2e.outboxDir,
      LINK_SECRET: e2e.linkSecret,
      LOG_LEVEL: 'warn',
      // Load shedding off: Chromium and the server share two cores here, and a 503 would fail a journey;
      // tests/server/back-pressure.test.ts covers the shedding itself.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      // The operator journey's webhook receiver: https on 127.0.0.1 with its own certificate, allowed
      // only because this is a local test server (env.ts refuses the setting anywhere else).
      OPERATOR_WEBHOOK_ALLOW_PRIVATE_FOR_TESTS: `127.0.0.1:${e2e.webhookPort}`,
      // Step-up asks for the passkey again after 15 s, not 10 minutes, so the staff journey can wait it
      // out (the 10 minutes are proven with the test clock in tests/server/); also refused outside localhost.
      STAFF_STEP_UP_SECONDS: '15',
      NODE_EXTRA_CA_CERTS: webhookTls().certFile,
    },
  },
});
