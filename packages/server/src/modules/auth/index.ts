import type { ErrorCode } from '@parking/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { CLIENT_IP_HEADER } from '../../services/accounts/index';
import { signInLimiter } from '../../services/accounts/sign-in-limits';

/** The request as a Web Request for better-auth, with the client address Fastify trusts. */
function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  // Fastify has parsed the JSON body; better-auth reads it again from the Request.
  const body = request.method === 'GET' || request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Request(new URL(request.url, publicUrl), { method: request.method, headers, body });
}

/** Our error code for a better-auth refusal's status (its own code, e.g. LAST_OWNER, stays at the top). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'LINK_EXPIRED',
  429: 'RATE_LIMITED',
};

/** Our own codes a better-auth refusal may carry (the staff second factor's hooks): kept as they are. */
const OWN_CODES = new Set<string>([
  'SESSION_EXPIRED',
  'PASSKEY_REQUIRED',
  'PASSKEY_SIGN_IN_REQUIRED',
  'STEP_UP_REQUIRED',
]);

/**
 * better-auth refuses with `{ code, message }` at the top; the rest of our API (and its one client)
 * reads `{ error: { code, message } }` with one of our codes. A refusal carries both, so the console
 * shows better-auth's own message (e.g. why the last owner cannot be demoted) and better-auth's
 * documented shape still holds.
 */
function withOurError(status: number, body: Buffer): Buffer {
  if (status < 400 || body.length === 0) return body;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { message?: unknown; error?: unknown; code?: unknown };
    if (parsed.error !== undefined || typeof parsed.message !== 'string') return body;
    const own = typeof parsed.code === 'string' && OWN_CODES.has(parsed.code) ? (parsed.code as ErrorCode) : undefined;
    const code = own ?? CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
    return Buffer.from(JSON.stringify({ ...parsed, error: { code, message: parsed.message } }));
  } catch {
    return body;
  }
}

/** Copies better-auth's answer (status, headers with each Set-Cookie, body) onto Fastify's reply. */
async function send(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers)
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send(null);
  return reply.send(withOurError(response.status, Buffer.from(await response.arrayBuffer())));
}

/**
 * Accounts: better-auth's own endpoints under /api/v1/auth/* (sign in by magic link or passkey, the
 * session and the list of sessions, sign out here or everywhere, organisations, their members and
 * invitations). Every POST must carry PUBLIC_URL's Origin; sign-in attempts are rate-limited; the
 * console's own routes resolve the session through `app.accounts`.
 */
const routes: FastifyPluginAsync = async (app) => {
  const origin = new URL(app.ctx.env.PUBLIC_URL).origin;
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    // better-auth checks the Origin only when cookies come with the request; a sign-in request from
    // another site (which carries none) is refused too, so every POST must come from our own pages.
    onRequest: async (request) => {
      if (request.method === 'POST' && request.headers.origin !== origin)
        throw new AppError(403, 'FORBIDDEN', 'Requests to sign in or change an account must come from this site');
    },
    // Magic-link requests per address and per IP, passkey sign-ins per IP (sign-in-limits.ts).
    preHandler: signInLimiter(app),
    handler: async (request, reply) =>
      send(reply, await app.accounts.handler(toWebRequest(request, app.ctx.env.PUBLIC_URL))),
  });
};

/** The `auth` resource: encapsulated, with the shared plugins it reads. */
export const authModule = fp(routes, {
  name: 'resource:auth',
  dependencies: ['context', 'accounts'],
  encapsulate: true,
});
