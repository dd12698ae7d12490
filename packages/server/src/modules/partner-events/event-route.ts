import { ApiErrorSchema, FunnelEventSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, validationFailed } from '../../errors';
import { countEvent } from './service-events';

/** The largest event body: `{"k":"pk_live_…","s":"results"}` is well under it. */
const MAX_EVENT_BYTES = 256;

/** Events a minute from one address: a page sends at most four per view. */
const EVENTS_PER_MINUTE = 120;

const notJson = () => new AppError(400, 'VALIDATION_FAILED', 'The body is not valid JSON');

/**
 * The widget's funnel event. Registered on its own (encapsulated) so its text/plain parser, which reads the
 * beacon's JSON, serves this route only.
 */
export const eventRoute: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon sends a string as text/plain (a CORS-simple request: no preflight).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(notJson(), undefined);
    }
  });

  /**
   * Counts one step of the widget's funnel (`{k, s}`: the public key and `loaded`, `searched`, `results` or
   * `step1`) for the London day, the key and the page's origin. As text/plain (the widget's beacon) or
   * application/json, at most 256 bytes, exactly that shape, with an Origin header. No cookie is read and no
   * CORS header is needed: the widget does not read the answer. An unknown key, or an origin the key does
   * not allow (counted as a refusal the partner sees), answers 204 like a counted event. Rate-limited per
   * address; the address is kept by the rate limiter alone, and the body is never logged.
   */
  app.post(
    '/partner/events',
    {
      bodyLimit: MAX_EVENT_BYTES,
      // Fastify's per-request lines (info) carry the caller's address: this route keeps none, even in logs.
      logLevel: 'warn',
      config: { rateLimit: { max: EVENTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['partners'],
        summary: "Count a step of the widget's funnel",
        // The beacon's text/plain carries the same JSON as application/json.
        consumes: ['application/json', 'text/plain'],
        body: FunnelEventSchema,
        headers: z.object({ origin: z.string().min(1).max(300) }),
        response: {
          204: z.null().describe('Counted, or ignored without saying why'),
          400: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const origin = request.headers.origin;
      if (!/^[\w.+-]+:\/\/\S+$|^null$/.test(origin)) throw validationFailed({ 'headers.origin': 'Not an origin' });
      await countEvent(app, request.body, origin);
      return reply.code(204).send(null);
    },
  );
};
