/**
 * `npm run restore -- <file> [--force]`: replaces the database (PGlite in DATA_DIR, or DATABASE_URL)
 * by a backup from `npm run backup` (a path, or a name in BACKUP_DIR). Refuses while a server uses the
 * database (`--force` skips PostgreSQL's check of other sessions). Without a file, lists the backups.
 * See README.md#operations.
 */
import { BackupEnvSchema, BackupError, listBackups, restore } from '../packages/server/src/db/backup';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
try {
  const env = BackupEnvSchema.parse(process.env);
  if (!file) {
    const found = listBackups(env.BACKUP_DIR);
    console.error('Usage: npm run restore -- <backup file> [--force]');
    console.error(
      found.length ? `Backups in ${env.BACKUP_DIR}:\n  ${found.join('\n  ')}` : `No backups in ${env.BACKUP_DIR}.`,
    );
    process.exit(2);
  }
  const done = await restore(env, file, { force: args.includes('--force') });
  console.log(
    `Restored ${done.file}: ${done.bookings} bookings, ${done.bookingEvents} booking events, ${done.jobs} jobs.` +
      (done.previous
        ? ` The database it replaced is kept in ${done.previous} (delete it once you are satisfied).`
        : ''),
  );
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
