import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../packages/server/src/server.ts', import.meta.url));

/**
 * The API benchmarks' server: the real one on a PostgreSQL database, on 127.0.0.1:`port`, as in production
 * (`NODE_ENV=production`, no Redis), plus `env`; resolves once `/api/v1/health` answers (within 60 s).
 */
export async function startBenchServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('The server exited during start-up');
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start within 60 s');
}
