/**
 * `npm run backup [-- <folder>]`: a consistent copy of the database, while the server runs, into
 * `<folder>` (default BACKUP_DIR, `./backups`) as `parking-<UTC time>.pglite.tar.gz` (PGlite in DATA_DIR,
 * taken over the running server's backup socket) or `parking-<UTC time>.pg.dump` (`pg_dump -Fc` of
 * DATABASE_URL). See README.md#operations.
 */
import { BackupEnvSchema, BackupError, backup } from '../packages/server/src/db/backup';

const started = Date.now();
try {
  const env = BackupEnvSchema.parse(process.env);
  const { file, bytes, summary } = await backup(env, process.argv[2]);
  const counts = summary
    ? `; checked: it opens, with ${summary.bookings} bookings, ${summary.bookingEvents} booking events, ${summary.jobs} jobs`
    : '';
  console.log(`Backed up to ${file} (${(bytes / 1024).toFixed(0)} KB, ${Date.now() - started} ms)${counts}.`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
