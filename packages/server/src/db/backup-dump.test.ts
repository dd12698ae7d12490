import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { dumpPglite } from './backup-dump';

const open: PGlite[] = [];
afterAll(async () => {
  for (const db of open) await db.close();
});

describe('dumpPglite', () => {
  it(
    'copies a database in the middle of writes as it stood between two transactions',
    { timeout: 120_000 },
    async () => {
      const live = await PGlite.create();
      open.push(live);
      // Each transaction moves 1 from one account to the other, yielding between the two halves: a copy
      // taken inside one would show a total other than 100.
      await live.exec(
        'CREATE TABLE accounts (id int PRIMARY KEY, balance int NOT NULL); INSERT INTO accounts VALUES (1, 100), (2, 0);',
      );
      let transfers = 0;
      let writing = true;
      const writer = (async () => {
        while (writing) {
          await live.transaction(async (tx) => {
            await tx.query('UPDATE accounts SET balance = balance - 1 WHERE id = 1');
            await new Promise((r) => setTimeout(r, 1));
            await tx.query('UPDATE accounts SET balance = balance + 1 WHERE id = 2');
          });
          transfers++;
        }
      })();
      const archives: Uint8Array[] = [];
      for (let i = 0; i < 2; i++) {
        await new Promise((r) => setTimeout(r, 20));
        archives.push(await dumpPglite(live));
      }
      writing = false;
      await writer;
      expect(transfers).toBeGreaterThan(0);
      const seen: number[] = [];
      for (const archive of archives) {
        expect([archive[0], archive[1]]).toEqual([0x1f, 0x8b]);
        const copy = await PGlite.create({ loadDataDir: new Blob([archive as Uint8Array<ArrayBuffer>]) });
        open.push(copy);
        const rows = (await copy.query<{ id: number; balance: number }>('SELECT id, balance FROM accounts ORDER BY id'))
          .rows;
        expect(rows[0]!.balance + rows[1]!.balance).toBe(100);
        seen.push(rows[1]!.balance);
      }
      // The copies were taken while the transfers went on, not all before or after them.
      expect(Math.max(...seen)).toBeGreaterThan(0);
      expect(Math.min(...seen)).toBeLessThan(transfers);
    },
  );
});
