import { readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../packages/server/src/services/email/transport';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookAndPayDemo, payDemo } from './support/demo-pay';
import { type TestApp, createTestApp } from './support/test-app';

const received: { from: string; to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function bookAndPay(t: TestApp, entryDate: string) {
  const { reference, checkoutUrl } = await bookAndPayDemo(t, {
    providerId: 'luton-swift-meet-greet',
    criteria: { entryDate, exitDate: '2027-06-20', exitTime: '22:30', noOfVehicles: 2 },
    details: { returnFlight: 'EZY1234', couponCode: 'CAP15' },
  });
  // Paid twice (a double click): still one email.
  await payDemo(t, checkoutUrl);
  // The email is a job; the sweep runs it (twice: the second finds it already sent).
  await sweepOnce(t.app);
  await sweepOnce(t.app);
  return reference;
}

describe('confirmation email by SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No mailer injected: the app builds its SMTP transport from SMTP_URL.
    t = await createTestApp({
      mailer: undefined,
      envOverrides: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Bookings <bookings@parking.test>' },
    });
  });
  afterAll(() => t.close());

  it('arrives once at a real SMTP server with reference, details, QR code and calendar file', async () => {
    const reference = await bookAndPay(t, '2027-06-15');
    // The traveller's confirmation (the car park's operator is also told of the booking, in its own email).
    const mine = received.filter((m) => m.raw.includes(reference) && m.to.includes('ada@example.com'));
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.from).toBe('bookings@parking.test');
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.raw).toContain(`Message-ID: <confirmation.${reference}@127.0.0.1>`);
    const flat = mail.raw.replace(/=\r?\n/g, '');
    expect(flat).toContain('Swift Meet & Greet Luton');
    expect(flat).toContain('Unit 4, Airport Executive Park');
    expect(flat).toContain('01632 960101');
    // London wall-clock times with the weekday, in both parts.
    expect(flat).toContain('Tue 15 Jun 2027, 10:00');
    expect(flat).toContain('Sun 20 Jun 2027, 22:30');
    expect(flat).toContain('AB12CDE');
    expect(flat).toContain('BC13DEF');
    // 1499 × 6 days × 2 vehicles = £179.88, less 7.5% (£13.49) = £166.39.
    expect(flat).toContain('=C2=A3166.39');
    expect(flat).toMatch(/Content-Type: image\/png[\s\S]*Content-ID: <booking-qr>/);
    expect(flat).toContain('cid:booking-qr');
    expect(flat).toMatch(/Content-Type: text\/calendar[^\n]*\n[^\n]*name=\S*\.ics|filename=\S*\.ics/);
    expect(flat).toContain('48 hours before drop-off');
  });
});

describe('the confirmation email reads as one brand, in HTML and in plain text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ envOverrides: { SUPPORT_EMAIL: 'help@example.org', SUPPORT_PHONE: '01632 960000' } });
  });
  afterAll(() => t.close());

  it('says the same in both parts: brand, weekday dates, breakdown, deadline, manage link, support', async () => {
    const reference = await bookAndPay(t, '2027-06-15');
    const mail = t.mailer.sent.find((m) => m.subject.includes(reference))!;
    expect(mail.subject).toBe(`Booking confirmed: ${reference}, Swift Meet & Greet Luton, Tue 15 Jun 2027`);
    const facts = [
      'ParkCompare UK',
      'Tue 15 Jun 2027, 10:00',
      '£14.99 per vehicle per day × 6 days × 2 vehicles',
      'until Sun 13 Jun 2027, 10:00',
      'http://127.0.0.1:4000/amend-booking',
      'help@example.org',
      '01632 960000',
    ];
    for (const fact of facts) {
      expect(mail.text).toContain(fact);
      expect(mail.html).toContain(fact.replace(/&/g, '&#38;'));
    }
    expect(mail.html).toContain('>Manage booking</a>');
    expect(mail.html).toContain('<html lang="en-GB">');
    expect(mail.html).toContain('name="viewport"');
    expect(mail.text).not.toMatch(/GMT/);
  });
});

describe('confirmation email to the outbox', () => {
  const dir = join(tmpdir(), `parking-outbox-${process.pid}`);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mailer: outboxMailer(dir) });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one .eml per confirmed booking, with the .ics attachment', async () => {
    const reference = await bookAndPay(t, '2027-06-16');
    const files = (await readdir(dir)).filter((f) => f.includes(reference));
    // Named by its Message-ID, so a resend after a crash replaces the file instead of adding one.
    expect(files).toEqual([`confirmation.${reference}@127.0.0.1.eml`]);
    const eml = await readFile(join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: /m);
    expect(eml).toContain(`Message-ID: <confirmation.${reference}@127.0.0.1>`);
    expect(eml).toContain(`${reference}.ics`);
    const part = eml.split(/\n--/).find((p) => p.includes('Content-Type: text/calendar'))!;
    const [head, ...body] = part.split('\n\n');
    const text = head!.includes('base64')
      ? Buffer.from(body.join('').replace(/\s+/g, ''), 'base64').toString('utf8')
      : body.join('\n\n');
    // The same builder as the success page (core's bookingCalendar): a drop-off and a pick-up event.
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain(`${reference}-dropoff@parkcompare`);
    expect(text).toContain(`${reference}-pickup@parkcompare`);
    // 10:00 London on 16 June 2027 is 09:00 UTC (BST).
    expect(text).toContain('DTSTART:20270616T090000Z');
  });
});
