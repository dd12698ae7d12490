import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../packages/server/src/db/schema/index';
import { createTestDatabase, type TestDatabase } from './support/test-db';

// The audit log is append-only in the database itself (migration 0009's row trigger, 0021's TRUNCATE trigger), not only by
// convention: an UPDATE or DELETE from any code path or console session is refused.
/** Drizzle wraps the driver's error; the trigger's message is on its cause. */
const REFUSED = { cause: { message: expect.stringMatching(/append-only/) } };

describe('audit log is append-only', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await test.database.migrate();
    await test.database.db.insert(auditLog).values({
      at: new Date('2026-11-25T09:00:00Z'),
      actorKind: 'system',
      action: 'test.recorded',
      targetType: 'test',
      targetId: 't1',
    });
  });
  afterAll(() => test.dispose());

  it('refuses UPDATE', async () => {
    await expect(test.database.db.execute(sql`UPDATE audit_log SET action = 'x'`)).rejects.toMatchObject(REFUSED);
  });

  it('refuses DELETE', async () => {
    await expect(test.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toMatchObject(REFUSED);
  });

  it('refuses TRUNCATE (which row triggers never see)', async () => {
    await expect(test.database.db.execute(sql`TRUNCATE audit_log`)).rejects.toMatchObject(REFUSED);
  });

  it('keeps the row as written', async () => {
    const rows = await test.database.db.select().from(auditLog);
    expect(rows.map((r) => r.action)).toEqual(['test.recorded']);
  });
});
