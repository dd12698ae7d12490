import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { Board } from '@parking/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A built board kept serialised (and compressed once asked for), with the event log's place it reflects;
 * not as objects, which take several times the memory (the CSV, asked for rarely, parses the JSON).
 */
type Entry = {
  version: number;
  builtAt: number;
  json: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
};

/** What the board route sends: the bytes, and their encoding when compressed. */
export type EncodedBoard = { payload: Buffer; encoding?: 'br' | 'gzip' };

/** JSON kept at most, all boards together (a busy day's is about 700 KB); the least recently asked goes first. */
const MAX_BYTES = 32 * 1024 * 1024;
/**
 * A kept board is built again after this long even when no event says it changed: a backstop for what
 * reaches the board without an operator event (a partner renamed, a correction made in SQL).
 */
const MAX_AGE_MS = 60_000;

/**
 * Day boards by car park and day, kept while the car park's event log has not moved. Every confirmation,
 * amendment and cancellation writes an `operator_events` row in its own transaction (issue 22), so the
 * car park's newest event's `seq` says whether its bookings changed: a desk polling, a second desk and
 * a reconnecting page cost one indexed read, and the 2,000-movement answer is serialised and
 * compressed once per change instead of per request. The version must be read before the rows (a
 * change committed in between then only causes one more build). Builds of one key share one promise.
 */
export function createBoardCache() {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const forget = (key: string) => {
    bytes -= entries.get(key)?.json.length ?? 0;
    entries.delete(key);
  };
  const building = new Map<string, Promise<Entry>>();

  async function entryFor(key: string, version: number, build: () => Promise<Board>): Promise<Entry> {
    const kept = entries.get(key);
    if (kept && kept.version === version && performance.now() - kept.builtAt < MAX_AGE_MS) {
      entries.delete(key);
      entries.set(key, kept);
      return kept;
    }
    const buildKey = `${key}@${version}`;
    let pending = building.get(buildKey);
    if (!pending) {
      pending = build().then((board) => {
        const entry: Entry = { version, builtAt: performance.now(), json: Buffer.from(JSON.stringify(board)) };
        forget(key);
        entries.set(key, entry);
        bytes += entry.json.length;
        while (bytes > MAX_BYTES && entries.size > 1) forget(entries.keys().next().value!);
        return entry;
      });
      building.set(buildKey, pending);
      void pending.finally(() => building.delete(buildKey)).catch(() => {});
    }
    return pending;
  }

  return {
    /** The board of `key` at `version`, built by `build` when not kept. */
    board: async (key: string, version: number, build: () => Promise<Board>): Promise<Board> =>
      JSON.parse((await entryFor(key, version, build)).json.toString('utf8')) as Board,
    /** The same, serialised and compressed for `acceptEncoding` (brotli at quality 4, as search answers). */
    async encoded(
      key: string,
      version: number,
      build: () => Promise<Board>,
      acceptEncoding: string | undefined,
    ): Promise<EncodedBoard> {
      const entry = await entryFor(key, version, build);
      const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
      if (encoding === 'br') {
        entry.br ??= brotli(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
        return { payload: await entry.br, encoding };
      }
      if (encoding === 'gzip') {
        entry.gzip ??= gzipAsync(entry.json, { level: 6 });
        return { payload: await entry.gzip, encoding };
      }
      return { payload: entry.json };
    },
  };
}
