import { BoardEventsQuerySchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BoardStream, streamChanges } from './service-live';
import { boardCarPark } from './service';
import { mediaAnswer } from '../../../../plugins/openapi-conventions';
import { withTenantIds } from '../../../../services/accounts/tenant-ids';

const DESK = screenAccess('operator/board');
const EventsQuery = withTenantIds(BoardEventsQuerySchema, { carPark: 'carPark' });

/** `Last-Event-ID` as a place in the event log, when the browser sent a valid one. */
function resumeFrom(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** The live board's stream of changes, ended on server shutdown as well as by the browser. */
export const boardEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<BoardStream>();
  // Before the server waits for requests in flight: an open stream never finishes by itself, and the
  // browser's EventSource reconnects (to another node behind the proxy) with its Last-Event-ID.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  /**
   * Server-Sent Events for the live day board: `event: change` with `{ type, reference, eventId }`
   * (no personal data) for each new, amended or cancelled booking at the car park, `id:` being its
   * place in the log; a heartbeat comment every 15 s. `Last-Event-ID` resumes after that event;
   * without it the stream starts from now. Same tenancy as the board: another organisation's car
   * park answers 404. Unbuffered by proxies (`X-Accel-Buffering: no`), never compressed.
   */
  app.get(
    '/console/board/events',
    {
      config: { console: DESK },
      schema: {
        tags: ['console'],
        summary: "A car park's new, amended and cancelled bookings, as they happen (text/event-stream)",
        querystring: EventsQuery,
        response: {
          200: mediaAnswer('text/event-stream', 'Server-Sent Events: `change` events and heartbeats'),
        },
      },
    },
    async (request, reply) => {
      const ctx = app.ctx;
      const carPark = await boardCarPark(ctx, request.member.organizationId, request.query.carPark);
      const after = resumeFrom(request.headers['last-event-id']) ?? carPark.version;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        // What the app's hooks set so far (request id, security headers), then the stream's own.
        ...Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined)),
        'content-type': 'text/event-stream; charset=utf-8',
        'x-accel-buffering': 'no',
        // A stream lasts as long as the page: nothing is gained by keeping its socket for reuse, and a
        // socket left open after it would hold up a shutdown.
        connection: 'close',
      });
      // The browser waits 5 s before reconnecting; the comment tells it (and tests) the stream is open.
      res.write('retry: 5000\n: open\n\n');
      const stream = streamChanges(ctx, res, carPark.id, after, () => open.delete(stream));
      open.add(stream);
    },
  );
};
