import { buildApp } from './app';
import { EnvError, loadEnv } from './env';
import { gracefulShutdown } from './shutdown';

/** Starts the server: validated env, app on PORT/HOST, graceful shutdown on SIGTERM and SIGINT (shutdown.ts). */
async function main(): Promise<void> {
  const env = loadEnv();
  const app = await buildApp({ env });
  const stop = gracefulShutdown(app, { graceMs: env.SHUTDOWN_GRACE_MS, exit: (code) => process.exit(code) });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
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
