import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookAndPay, manageCall } from './support/manage';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A look-up from the client at `ip` (each test uses its own addresses). */
const lookup = (ip: string, reference: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/manage/lookup', payload: { reference, email }, remoteAddress: ip });
const waitSeconds = (s: number) => t.clock.advanceMinutes(s / 60);

/** A paid booking (its own dates, so tests do not share one), from the default client. */
const paid = (entryDate: string, exitDate: string) => bookAndPay(t, { criteria: { entryDate, exitDate } });

describe('look-up throttling (docs/product-rules.md#amend-and-cancel)', () => {
  it('3 failures are free, then each further try waits 1, 2, 4, 8 … seconds: 429 with Retry-After', async () => {
    const { row } = await paid('2026-12-10', '2026-12-12');
    const ip = '198.51.100.1';
    for (let i = 0; i < 3; i++) expect((await lookup(ip, row.reference, `x${i}@example.com`)).statusCode).toBe(404);
    const asked: string[] = [];
    for (const seconds of [1, 2, 4, 8, 16]) {
      const throttled = await lookup(ip, row.reference, row.email);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().error).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringContaining(`Please wait ${seconds} second`),
      });
      asked.push(throttled.headers['retry-after'] as string);
      waitSeconds(seconds);
      if (seconds < 16) expect((await lookup(ip, row.reference, 'wrong@example.com')).statusCode).toBe(404);
    }
    expect(asked).toEqual(['1', '2', '4', '8', '16']);
    // Having waited, the right email gets in.
    expect((await lookup(ip, row.reference.toLowerCase(), row.email.toUpperCase())).statusCode).toBe(200);
  });

  it('one client trying many references is slowed down too (10 free failures over all references)', async () => {
    const ip = '198.51.100.2';
    for (let i = 0; i < 10; i++) expect((await lookup(ip, `CAP-AAAAA${i}`, 'a@example.com')).statusCode).toBe(404);
    const throttled = await lookup(ip, 'CAP-BBBBBB', 'a@example.com');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('1');
  });

  it('a wrong email and an unknown reference get byte-identical answers, throttled or not', async () => {
    const { row } = await paid('2026-12-14', '2026-12-15');
    const [a, b] = ['198.51.100.3', '198.51.100.4'];
    const same = (x: Awaited<ReturnType<typeof lookup>>, y: Awaited<ReturnType<typeof lookup>>) => {
      expect(x.statusCode).toBe(y.statusCode);
      expect(x.body).toBe(y.body);
      for (const h of ['content-type', 'content-length', 'retry-after']) expect(x.headers[h], h).toBe(y.headers[h]);
    };
    for (let i = 0; i < 4; i++) {
      const wrongEmail = await lookup(a, row.reference, 'someone@example.com');
      const unknown = await lookup(b, 'CAP-ZZZZZZ', row.email);
      expect(wrongEmail.statusCode).toBe(i < 3 ? 404 : 429);
      same(wrongEmail, unknown);
    }
  });

  it("an attacker's failures from other clients do not lock the traveller out", async () => {
    const { row } = await paid('2026-12-16', '2026-12-18');
    // 25 clients, one wrong email each (the reference is now "hot"), and one that keeps trying.
    for (let i = 0; i < 25; i++) await lookup(`203.0.113.${i}`, row.reference, `guess${i}@example.com`);
    for (let i = 0; i < 3; i++) await lookup('203.0.113.200', row.reference, `more${i}@example.com`);
    expect((await lookup('203.0.113.200', row.reference, 'again@example.com')).statusCode).toBe(429);
    // The traveller, from their own client: in at once.
    expect((await lookup('192.0.2.10', row.reference, row.email)).statusCode).toBe(200);
    // A traveller who mistypes once on the hot reference waits the shortest step, then gets in.
    expect((await lookup('192.0.2.11', row.reference, 'typo@example.com')).statusCode).toBe(404);
    const wait = await lookup('192.0.2.11', row.reference, row.email);
    expect(wait.statusCode).toBe(429);
    expect(wait.headers['retry-after']).toBe('1');
    waitSeconds(1);
    expect((await lookup('192.0.2.11', row.reference, row.email)).statusCode).toBe(200);
  });

  it('the emailed manage link works while the look-up is throttled for that client and reference', async () => {
    const { row } = await paid('2026-12-20', '2026-12-22');
    await sweepOnce(t.app); // sends the confirmation email
    const mail = t.mailer.sent.find((m) => m.text.includes(row.reference) && m.text.includes('#token='));
    const emailed = mail!.text.match(/\/amend-booking#token=(\S+)/)![1]!;
    const ip = '198.51.100.5';
    for (let i = 0; i < 4; i++) await lookup(ip, row.reference, `x${i}@example.com`);
    expect((await lookup(ip, row.reference, row.email)).statusCode).toBe(429);
    const opened = await t.app.inject({
      method: 'GET',
      url: '/api/v1/manage/booking',
      headers: { authorization: `Bearer ${emailed}` },
      remoteAddress: ip,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.reference).toBe(row.reference);
    expect((await manageCall(t, emailed, 'GET', 'booking')).statusCode).toBe(200);
  });
});
