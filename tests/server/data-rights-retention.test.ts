import { and, eq, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, contactMessages } from '../../packages/server/src/db/schema/index';
import { createContactMessages } from '../../packages/server/src/modules/contact/service';
import { monthsBefore, runRetention } from '../../packages/server/src/services/privacy/retention';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { seedBooking } from './support/handovers';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
const db = () => t.db.database.db;

beforeAll(async () => {
  t = await createTestApp({ envOverrides: { RETENTION_MONTHS: '24' } });
  // Stays from 1 to 4 December 2026.
  await seedBooking(db(), 'CAP-RT0001', 'luton-park-and-fly', new Date('2026-11-01T10:00:00Z'));
  await seedBooking(db(), 'CAP-RT0002', 'luton-park-and-fly', new Date('2026-11-01T10:00:00Z'), 'cancelled');
  const save = createContactMessages(t.app.ctx);
  t.clock.set('2026-12-04T12:00:00Z');
  ids.old = await save({
    name: 'Old Sender',
    email: 'old@example.com',
    subject: 'Old',
    message: 'An old question about parking',
  });
  t.clock.set('2026-12-06T12:00:00Z');
  ids.recent = await save({
    name: 'New Sender',
    email: 'new@example.com',
    subject: 'New',
    message: 'A newer question about parking',
  });
}, 120_000);
const ids: Record<string, string> = {};
const message = async (id: string) => (await db().select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;
afterAll(async () => t?.close());

const row = async (reference: string) =>
  (await db().select().from(bookings).where(eq(bookings.reference, reference)))[0]!;
const runs = () => db().select().from(auditLog).where(eq(auditLog.action, 'bookings.retention-anonymised'));

describe('monthsBefore', () => {
  it('goes back calendar months, clamping to the month’s last day', () => {
    expect(monthsBefore('2028-12-05', 24)).toBe('2026-12-05');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 13)).toBe('2024-12-15');
  });
});

describe('the retention job', () => {
  it('leaves a stay that ended exactly RETENTION_MONTHS ago', async () => {
    t.clock.set('2028-12-04T12:00:00Z');
    await sweepOnce(t.app, { skipBackoff: true });
    expect((await row('CAP-RT0001')).anonymisedAt).toBeNull();
  });

  it('anonymises every booking whose stay ended longer ago, once a day, with one audit entry per run', async () => {
    t.clock.set('2028-12-05T03:00:00Z');
    const due = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(isNull(bookings.anonymisedAt), lt(bookings.exitDate, '2026-12-05')));
    const before = await row('CAP-RT0001');
    const earlier = (await runs()).length;
    await sweepOnce(t.app, { skipBackoff: true });
    const after = await row('CAP-RT0001');
    expect(after.anonymisedAt).toEqual(new Date('2028-12-05T03:00:00Z'));
    expect(after.email).toBe(`erased+${after.id}@invalid`);
    expect(after.details.firstName).toBe('Erased');
    expect((await row('CAP-RT0002')).anonymisedAt).not.toBeNull();
    // Contact messages older than the period too; a newer one stays.
    expect(await message(ids.old!)).toMatchObject({ name: 'Erased', email: `erased+${ids.old}@invalid` });
    expect(await message(ids.recent!)).toMatchObject({ name: 'New Sender' });
    // The money and the references stay.
    expect({ ...after, details: null, email: null, anonymisedAt: null }).toEqual({
      ...before,
      details: null,
      email: null,
      anonymisedAt: null,
    });
    const [entry, ...more] = (await runs()).slice(earlier);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorKind: 'system', actorId: 'retention', organizationId: null });
    expect(entry!.changes).toMatchObject({
      count: { before: null, after: due.length },
      contactMessages: { before: null, after: 1 },
    });
  });

  it('is idempotent: another run finds nothing and writes no entry', async () => {
    const earlier = (await runs()).length;
    t.clock.set('2028-12-06T03:00:00Z');
    await sweepOnce(t.app, { skipBackoff: true });
    expect(await runRetention(t.app.ctx)).toBe(0);
    expect(await runs()).toHaveLength(earlier);
  });
});
