import type { StaffMessage } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, contactReplies } from '../../../../../packages/server/src/db/schema/index';
import { createContactMessages } from '../../../../../packages/server/src/modules/contact/service';
import { sweepOnce } from '../../../../../packages/server/src/services/sweeper';
import { seedBooking } from '../../../support/handovers';
import { seedOrganization, seedUser, signIn, snapshot } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  await seedOrganization(db, 'staff', 'staff');
  await seedOrganization(db, 'op', 'operator');
  await seedOrganization(db, 'pa', 'partner');
  await seedUser(db, { id: 'admin', organizationId: 'staff', role: 'admin', passkey: true });
  await seedUser(db, { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  await seedUser(db, { id: 'op-owner', organizationId: 'op', role: 'owner', passkey: true });
  await seedUser(db, { id: 'pa-owner', organizationId: 'pa', role: 'owner', passkey: true });
  for (const id of ['admin', 'support', 'op-owner', 'pa-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
  await seedBooking(db, 'CAP-7K3M9Q', 'luton-park-and-fly', new Date('2026-11-01T10:00:00Z'));
  const save = createContactMessages(t.app.ctx);
  t.clock.set('2026-11-22T09:00:00Z');
  ids.linked = await save({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'My booking',
    message: 'Can I change the car on cap-7k3m9q please? Thanks',
  });
  t.clock.set('2026-11-22T09:05:00Z');
  ids.plain = await save({
    name: 'Alan Turing',
    email: 'alan@example.com',
    subject: 'Question',
    message: 'Do you have parking at CAP-ZZZZZZ? No such booking.',
  });
}, 120_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, who?: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/v1/console/staff/messages${url}`,
    headers: { origin: 'http://127.0.0.1:4000', ...(who ? { cookie: cookie[who]! } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

const list = async (status = '', who = 'support') =>
  (await call('GET', status ? `?status=${status}` : '', who)).json().messages as StaffMessage[];

describe('the contact form links a message to the booking it names', () => {
  it('sets booking_id when the reference matches (any case), and none when it does not', async () => {
    const [linked] = await t.db.database.db.select().from(contactMessages).where(eq(contactMessages.id, ids.linked!));
    const [plain] = await t.db.database.db.select().from(contactMessages).where(eq(contactMessages.id, ids.plain!));
    expect(linked!.bookingId).toBe('bk-CAP-7K3M9Q');
    expect(plain!.bookingId).toBeNull();
  });
});

describe('GET /console/staff/messages', () => {
  it('lists new messages, newest first, with the linked booking, and audits the reading', async () => {
    const messages = await list('new');
    expect(messages.map((m) => m.id)).toEqual([ids.plain, ids.linked]);
    expect(messages[1]).toMatchObject({ status: 'new', assignedTo: null, booking: { reference: 'CAP-7K3M9Q' } });
    expect(messages[0]!.booking).toBeNull();
    const seen = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'contact-messages.viewed'));
    expect(seen.at(-1)).toMatchObject({
      actorKind: 'staff',
      actorId: 'support',
      targetId: 'new',
      organizationId: null,
    });
  });

  it('refuses an operator or a partner (404) and anyone signed out (401)', async () => {
    expect((await call('GET', '', 'op-owner')).statusCode).toBe(404);
    expect((await call('GET', '', 'pa-owner')).statusCode).toBe(404);
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('GET', '?status=closed', 'support')).statusCode).toBe(400);
  });
});

describe('assign and reply', () => {
  it('assigns to me, then to another staff member; refuses a non-staff user (400) and nothing changes', async () => {
    const mine = await call('POST', `/${ids.linked}/assign`, 'support', { to: 'me' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'assigned', assignedTo: { id: 'support', name: 'User support' } });
    const before = await snapshot(t.db.database.db);
    const bad = await call('POST', `/${ids.linked}/assign`, 'support', { to: 'op-owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.to).toBe('Choose a staff member');
    expect(await snapshot(t.db.database.db)).toEqual(before);
    expect((await call('POST', `/nope/assign`, 'support', { to: 'me' })).statusCode).toBe(404);
    expect((await list('assigned')).map((m) => m.id)).toEqual([ids.linked]);
    const [entry] = await t.db.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contact-message.assigned'));
    expect(entry).toMatchObject({ actorId: 'support', targetType: 'contact-message', targetId: ids.linked });
    expect(entry!.changes).toEqual({
      assignedTo: { before: null, after: 'support' },
      status: { before: 'new', after: 'assigned' },
    });
  });

  it('refuses an empty reply with a message next to the field (400)', async () => {
    const res = await call('POST', `/${ids.linked}/reply`, 'support', { body: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.body).toBe('Write your reply');
  });

  it('replies: one row, answered, exactly one email to the sender once the job runs, audited without the text', async () => {
    t.clock.set('2026-11-22T10:00:00Z');
    const res = await call('POST', `/${ids.linked}/reply`, 'admin', { body: 'Hello Grace,\n\nYes, done.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'answered', answeredAt: '2026-11-22T10:00:00.000Z' });
    expect(res.json().assignedTo.id).toBe('support');
    expect(res.json().replies).toMatchObject([
      { author: 'User admin', body: 'Hello Grace,\n\nYes, done.', sentAt: null },
    ]);
    const sentBefore = t.mailer.sent.length;
    await sweepOnce(t.app, { skipBackoff: true });
    await sweepOnce(t.app, { skipBackoff: true });
    const mails = t.mailer.sent.slice(sentBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Re: My booking', to: '"Grace Hopper" <grace@example.com>' });
    expect(mails[0]!.text).toContain('Yes, done.');
    expect(mails[0]!.text).toContain('> Can I change the car');
    const replies = await t.db.database.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, ids.linked!));
    expect(replies).toHaveLength(1);
    expect(replies[0]!.sentAt).not.toBeNull();
    expect((await list('answered')).map((m) => m.id)).toEqual([ids.linked]);
    const [entry] = await t.db.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contact-message.replied'));
    expect(entry!.changes).toMatchObject({
      body: { changed: true },
      status: { before: 'assigned', after: 'answered' },
    });
    expect(JSON.stringify(entry)).not.toContain('Yes, done.');
  });

  it('a reply by a staff member who had not taken the message assigns it to them', async () => {
    const res = await call('POST', `/${ids.plain}/reply`, 'support', { body: 'No booking with that reference.' });
    expect(res.json()).toMatchObject({ status: 'answered', assignedTo: { id: 'support' } });
    expect(await list('new')).toEqual([]);
  });
});
