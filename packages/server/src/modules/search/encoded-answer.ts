import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { SearchResults } from '@parking/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression costs more than it saves (the same threshold as the compression plugin). */
const THRESHOLD = 1024;

type Encoded = { json: Buffer; br?: Promise<Buffer>; gzip?: Promise<Buffer> };

/**
 * Serialised and compressed forms of search answers, keyed by the answer object itself: the search
 * service hands the same object to identical searches within its cache time, so a burst of them is
 * serialised and compressed once. Entries go with their answers (WeakMap).
 */
export function createEncodedAnswers() {
  const forms = new WeakMap<SearchResults, Encoded>();
  return async function encode(
    results: SearchResults,
    acceptEncoding: string | undefined,
  ): Promise<{ payload: Buffer; encoding?: 'br' | 'gzip' }> {
    let entry = forms.get(results);
    if (!entry) {
      entry = { json: Buffer.from(JSON.stringify(results)) };
      forms.set(results, entry);
    }
    const encoding =
      entry.json.length >= THRESHOLD && acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
    if (encoding === 'br') {
      // Quality 4: at the default (11) a 300-provider answer costs more to compress than to build.
      entry.br ??= brotli(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
      return { payload: await entry.br, encoding };
    }
    if (encoding === 'gzip') {
      entry.gzip ??= gzipAsync(entry.json, { level: 6 });
      return { payload: await entry.gzip, encoding };
    }
    return { payload: entry.json };
  };
}
