import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for responses over 1 KB (JSON, HTML, scripts, SVG). Files the builds pre-compressed
 * already carry Content-Encoding and are left alone. Brotli runs at quality 4: at the default (11) a
 * 300-provider search costs more to compress than to compute.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are never compressed by our clients; inflating them would sidestep the body limit.
    globalDecompression: false,
  });
});
