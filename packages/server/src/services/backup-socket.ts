import type { Database } from '../db/client';
import { serveBackups } from '../db/backup-socket';
import fp from 'fastify-plugin';

/**
 * The backup socket of a server running PGlite on DATA_DIR (db/backup-socket.ts): `npm run backup`
 * cannot open the folder the server holds, so it asks the server for a consistent copy. It stops at
 * `preClose`, before the database closes. A socket that cannot listen (a DATA_DIR path too long for a
 * unix socket) leaves the server running; backups then need it stopped.
 */
export const backupSocketPlugin = fp(
  async (app, opts: { database: Database }) => {
    const folder = opts.database.folder;
    if (!folder) return;
    const onError = (err: unknown) => app.log.error({ err }, 'backup over the control socket failed');
    try {
      const stop = await serveBackups(folder.path, folder.dump, onError);
      app.addHook('preClose', stop);
    } catch (err) {
      app.log.warn({ err }, 'no backup socket: npm run backup works only while the server is stopped');
    }
  },
  { name: 'backup-socket' },
);
