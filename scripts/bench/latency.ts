import { readFileSync } from 'node:fs';

/**
 * One measured kind of request: its percentiles in milliseconds, how many answers were wrong, and the
 * server process's CPU time per request (user + system, Linux only, else NaN): unlike the wall-clock
 * figures it hardly moves when other work shares the machine.
 */
export type Latency = {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  wrong: number;
  cpuMs: number;
};

/** CPU milliseconds a process has used (/proc/<pid>/stat utime + stime, at 100 ticks a second), or NaN. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/**
 * Sends `paths.length` GETs one after another (one staff member at a desk, one keep-alive connection),
 * after `warmUp` unmeasured ones, and times each from the request to the whole body read. `check` says
 * whether an answer is right (status and content): a fast wrong answer counts as `wrong`.
 */
export async function measureGets(
  name: string,
  base: string,
  cookie: string,
  paths: string[],
  check: (status: number, body: string, i: number) => boolean,
  serverPid?: number,
  warmUp = 20,
): Promise<Latency> {
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    return { status: res.status, body: await res.text() };
  };
  for (let i = 0; i < Math.min(warmUp, paths.length); i++) await get(paths[i]!);
  const times: number[] = [];
  let wrong = 0;
  const cpuBefore = cpuMsOf(serverPid);
  for (const [i, path] of paths.entries()) {
    const started = performance.now();
    const { status, body } = await get(path);
    times.push(performance.now() - started);
    if (!check(status, body, i)) {
      if (wrong === 0) console.error(`${name}: unexpected answer ${status} for ${path}: ${body.slice(0, 200)}`);
      wrong += 1;
    }
  }
  const cpuMs = (cpuMsOf(serverPid) - cpuBefore) / paths.length;
  times.sort((a, b) => a - b);
  return {
    cpuMs,
    name,
    runs: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? NaN,
    wrong,
  };
}

/** Prints the table; true when every budgeted row's p99 is within `budgetMs` and no answer was wrong. */
export function reportLatencies(rows: { latency: Latency; budgeted: boolean }[], budgetMs: number): boolean {
  const ms = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `\n${'request'.padEnd(34)} ${'runs'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  wrong  cpu/req  budget`,
  );
  let met = true;
  for (const { latency: l, budgeted } of rows) {
    const ok = l.wrong === 0 && (!budgeted || l.p99 <= budgetMs);
    if (budgeted) met &&= ok;
    const verdict = budgeted ? (ok ? `p99 ≤ ${budgetMs} ms: met` : `p99 ≤ ${budgetMs} ms: MISSED`) : 'information';
    console.log(
      `${l.name.padEnd(34)} ${String(l.runs).padStart(5)} ${ms(l.p50)} ${ms(l.p95)} ${ms(l.p99)} ${ms(l.max)}  ${String(l.wrong).padStart(5)}  ${ms(l.cpuMs)}  ${verdict}`,
    );
  }
  console.log(met ? '\nBUDGET MET' : '\nBUDGET MISSED');
  return met;
}
