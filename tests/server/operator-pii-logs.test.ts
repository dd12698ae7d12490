import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { signIn } from './support/console';
import { type FilePart, multipartForm, photo } from './support/handovers';
import { bookAndPay } from './support/manage';
import { MARKED_DETAILS, markedIn } from './support/marked-traveller';
import { operatorNotifyApp } from './support/operator-notify';

const PROVIDER = 'luton-park-and-fly';
const lines: string[] = [];
let s: Awaited<ReturnType<typeof operatorNotifyApp>>;
let cookie = '';
let reference = '';
beforeAll(async () => {
  s = await operatorNotifyApp(PROVIDER, {
    logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
  });
  await s.setWebhook(PROVIDER, s.hookUrl(), 'whsec_pii_logs');
  cookie = (await signIn(s.t.app, 'notify-owner')).cookie;
}, 120_000);
afterAll(async () => s?.close());

/** Every log line so far holds none of the traveller's details, in any spelling. */
function expectNoPersonalData(): string {
  const log = lines.join('');
  if (process.env.SHOW_LOG) console.log(log);
  expect(markedIn(log), 'a log line holds the traveller').toEqual([]);
  return log;
}

const get = (url: string) => s.t.app.inject({ method: 'GET', url, headers: { cookie } });
function handover(fields: Record<string, string>, files: FilePart[] = []) {
  const form = multipartForm(fields, files);
  return s.t.app.inject({
    method: 'POST',
    url: `/api/v1/console/bookings/${reference}/handovers`,
    headers: { ...form.headers, cookie, origin: 'http://127.0.0.1:4000' },
    payload: form.payload,
  });
}

describe('operator paths log no traveller details', () => {
  it('a webhook delivery (a failure whose answer echoes the traveller, then a success) and the email', async () => {
    // A careless receiver quotes the request back in its error page: none of that may be kept.
    s.respond.current = (r, res, n) => {
      res.statusCode = n === 1 ? 500 : 200;
      res.end(n === 1 ? `could not handle ${r.body}` : 'ok');
    };
    const { row } = await bookAndPay(s.t, {
      criteria: { entryDate: '2026-12-01', exitDate: '2026-12-04' },
      details: MARKED_DETAILS,
    });
    reference = row.reference;
    const [event] = await s.eventsOf(row.id);
    for (let i = 0; i < 3; i++) await sweepOnce(s.t.app, { skipBackoff: true });

    const stored = await s.deliveriesOf(event!.id);
    const deliveries = stored.map((d) => [d.channel, d.attempt, d.status, d.responseCode]);
    expect(deliveries.sort((a, b) => String(a).localeCompare(String(b)))).toEqual([
      ['email', 1, 'delivered', null],
      ['webhook', 1, 'retrying', 500],
      ['webhook', 2, 'delivered', 200],
    ]);
    // The operator did get the traveller: the details travelled, so their absence below means something.
    const sent = s.receiver.received.filter((r) => r.headers['parking-event-id'] === event!.id);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).toContain('Quillfeather');
    expect(s.t.mailer.operator.some((m) => m.text.includes('Quillfeather'))).toBe(true);

    // Every column of the stored operator_deliveries rows, the failed attempt's error included.
    expect(markedIn(JSON.stringify(stored)), 'a delivery row holds the traveller').toEqual([]);

    const log = expectNoPersonalData();
    expect(log).toContain('"msg":"operator notified"');
    expect(log).toMatch(/"queue":"operator-notify".*"msg":"background job failed; will retry"/);
  });

  it('the day board as JSON and as CSV', async () => {
    s.t.clock.set('2026-12-01T07:00:00Z');
    const json = await get(`/api/v1/console/board?carPark=${PROVIDER}&date=2026-12-01`);
    const csv = await get(`/api/v1/console/board.csv?carPark=${PROVIDER}&date=2026-12-01`);
    expect([json.statusCode, csv.statusCode]).toEqual([200, 200]);
    // Both answer the traveller's name, phone and car (as stored: +44…, no spaces); their logs must not.
    for (const body of [json.body, csv.body])
      for (const v of ['Zedekiah Quillfeather', '7700900456', 'ZQ19XYZ']) expect(body).toContain(v);
    const log = expectNoPersonalData();
    expect(log).toContain('/api/v1/console/board.csv?carPark=[redacted]&date=[redacted]');
  });

  it('a check-in with a photo and a check-out, each emailing the traveller', async () => {
    // The desk types the registration its own way; the record keeps the booking's spelling.
    const checkIn = await handover(
      { kind: 'check-in', registration: 'zq19xyz', at: '2026-12-01T06:55:00Z', mileage: '12345', fuel: 'half' },
      [{ data: await photo(64, 48, { gps: true }) }],
    );
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    s.t.clock.set('2026-12-04T10:30:00Z');
    const checkOut = await handover({
      kind: 'check-out',
      registration: 'ZQ19 XYZ',
      at: '2026-12-04T10:10:00Z',
      mileage: '12500',
    });
    expect(checkOut.statusCode, checkOut.body).toBe(201);
    await s.t.app.jobs.drain();
    await s.t.app.jobs.drain();

    const toTraveller = s.t.mailer.sent.filter(
      (m) => m.to.includes(MARKED_DETAILS.email) && m.subject.includes(reference),
    );
    expect(toTraveller.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Your car was checked in at 06:55 (${reference})`,
        `Your car was returned at 10:10 (${reference})`,
      ]),
    );
    expect(toTraveller.find((m) => m.subject.startsWith('Your car was returned'))!.text).toContain('ZQ19XYZ');
    const log = expectNoPersonalData();
    expect(log).toContain(`/api/v1/console/bookings/${reference}/handovers`);
    // The multipart plugin logs the request's headers under its own key at trace level: the desk member's
    // session must not travel with them.
    expect(log).toContain('busboy');
    const session = /session_token=([^;]+)/.exec(cookie)![1]!;
    expect(log).not.toContain(decodeURIComponent(session).slice(0, 20));
  });
});
