import { type BoardQuery, BoardQuerySchema, BoardSchema, screenAccess } from '@parking/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import { attachment } from '../../../../services/csv';
import { boardEventRoutes } from './events';
import { type EncodedBoard, createBoardCache } from './board-cache';
import { boardCsv, keptBoard } from './service';
import { mediaAnswer } from '../../../../plugins/openapi-conventions';
import { withTenantIds } from '../../../../services/accounts/tenant-ids';

/** Every member of an operator runs the day: the desk role and up. */
const DESK = screenAccess('operator/board');

/** The car park and the day, marked as ids for the tenancy walk. */
const BoardQuery = withTenantIds(BoardQuerySchema, { carPark: 'carPark', date: 'day' });

/** Sends a board already serialised (JSON of a BoardSchema answer built from core's types) and compressed. */
function sendEncoded(reply: FastifyReply, { payload, encoding }: EncodedBoard) {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(payload as never);
}

/** The operator's day board of one car park, as JSON for the page and as a CSV download. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const cache = createBoardCache();
  const kept = (member: ConsoleMember, query: BoardQuery) => keptBoard(app.ctx, member, query);
  /**
   * One car park's arrivals and returns on a London day, in time order: confirmed bookings, and
   * cancelled ones marked so, each with the traveller's name and phone, vehicles, flight, passengers,
   * notes, channel and last change. `carPark` must be one of the organisation's (404 otherwise; its
   * first by name when left out); `date` is `YYYY-MM-DD` (today when left out; 400 when not a date).
   * Every operator role. Traveller details are answered, never logged. Serialised and compressed
   * once per change of the car park's bookings (a busy day's 2,000 movements: ~700 KB JSON, ~70 KB br).
   */
  app.get(
    '/console/board',
    {
      config: { console: DESK },
      schema: {
        tags: ['console'],
        summary: "A car park's arrivals and returns on one day",
        querystring: BoardQuery,
        response: { 200: BoardSchema },
      },
    },
    async (request, reply) => {
      const { key, version, build } = await kept(request.member, request.query);
      return sendEncoded(reply, await cache.encoded(key, version, build, request.headers['accept-encoding']));
    },
  );

  /**
   * The same board as a CSV download (UTF-8 with a byte-order mark; cells a spreadsheet would run as
   * formulas made inert), named `board-<car park>-<date>.csv`.
   */
  app.get(
    '/console/board.csv',
    {
      config: { console: DESK },
      schema: {
        tags: ['console'],
        summary: "A car park's arrivals and returns on one day, as CSV",
        querystring: BoardQuery,
        response: { 200: mediaAnswer('text/csv', 'The board as CSV') },
      },
    },
    async (request, reply) => {
      const { key, version, build } = await kept(request.member, request.query);
      const { csv, filename } = boardCsv(await cache.board(key, version, build));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(filename)).send(csv);
    },
  );

  await app.register(boardEventRoutes);
};

/** `console/operator/board`: the operator's day board (tenancy checked by the `tenancy` plugin). */
export const operatorBoardModule = fp(routes, {
  name: 'console:operator/board',
  dependencies: ['context', 'console'],
  encapsulate: true,
});
