import { sql } from 'drizzle-orm';
import type { Db } from '../../../packages/server/src/db/client';

/** Databases with a fault put in on purpose: their 500s are the test's design, not a contract breach. */
const faulty = new WeakMap<Db, number>();

/** Does this database carry a fault a test put in (support/response-validation.ts lets its 500s through)? */
export function hasDatabaseFault(db: Db): boolean {
  return (faulty.get(db) ?? 0) > 0;
}

/** Marks a fault a test put in the database by hand (a constraint only its traveller breaks). */
export function markDatabaseFault(db: Db): void {
  faulty.set(db, (faulty.get(db) ?? 0) + 1);
}

/**
 * Makes the database refuse audit entries about one target (a booking reference), as a full disk or a
 * dropped connection would fail that insert: a fault in the database, not a stand-in for our code, so the
 * code under test runs as shipped. Returns the function that lifts it.
 */
export async function refuseAuditEntriesAbout(db: Db, targetId: string): Promise<() => Promise<void>> {
  if (!/^[A-Z0-9-]+$/.test(targetId)) throw new Error(`not a reference: ${targetId}`);
  const name = `refuse_audit_${targetId.toLowerCase().replace(/-/g, '_')}`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.target_id = '${targetId}' THEN RAISE EXCEPTION 'audit log unavailable (test fault)'; END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION ${name}()`),
  );
  markDatabaseFault(db);
  return async () => {
    faulty.set(db, (faulty.get(db) ?? 1) - 1);
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON audit_log`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  };
}
