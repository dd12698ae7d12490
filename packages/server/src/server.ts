import { buildApp } from './app';
import { EnvError, loadEnv } from './env';

/** Starts the server: validated env, app on PORT/HOST, graceful shutdown that closes the database. */
async function main(): Promise<void> {
  const env = loadEnv();
  const app = await buildApp({ env });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err: unknown) => {
  // A bad configuration or a locked data folder is explained in one readable message, not a stack.
  if (err instanceof EnvError || (err instanceof Error && err.name === 'DataDirLockedError')) {
    console.error(err.message);
  } else {
    console.error('Failed to start the server:', err);
  }
  process.exit(1);
});
