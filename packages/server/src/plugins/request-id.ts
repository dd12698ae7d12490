import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { runWithReqId } from '../services/request-context';

/**
 * An incoming id is kept only in the shapes proxies generate (nginx's `$request_id` is 32 hex digits;
 * others send a UUID): such an id cannot carry a name, an email or a log-breaking character.
 */
const SAFE_INCOMING_ID = /^(?:[0-9a-f]{16,64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Fastify's `genReqId`: the proxy's `x-request-id` when it is a safe token, else a fresh UUID. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** Enters the request's context for what follows (the rest of the hooks, then the handler). */
function enter(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  runWithReqId(request.id, done);
}

/**
 * Every answer names its request (`x-request-id`), and the request's id follows the work it does, into
 * the root logger's lines and the jobs it enqueues (services/jobs/queue.ts). The context is entered
 * again before the handler: a body read from the socket's events may leave the first one behind.
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header('x-request-id', request.id);
      enter(request, reply, done);
    });
    app.addHook('preHandler', enter);
  },
  { name: 'request-id' },
);
