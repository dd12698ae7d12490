import type { FastifyReply, FastifyRequest } from 'fastify';
import { messagePage } from './page';
import { NEVER_STORED } from '../../plugins/cache-control';

/** The origin a header names, or undefined when it is absent or not a URL. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Pay and Cancel change money and bookings, so they accept only form posts from our own pages:
 * the Origin header (or, when a browser sends none, the Referer) must be PUBLIC_URL's origin.
 */
export function sameOriginOnly(publicUrl: string) {
  const ours = new URL(publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const from = origin !== undefined ? originOf(origin) : originOf(request.headers.referer);
    if (from === ours) return;
    await reply
      .code(403)
      .type('text/html; charset=utf-8')
      .headers(NEVER_STORED)
      .send(
        messagePage(
          'Request refused',
          'This payment request did not come from our checkout page, so nothing was done and no money was taken. Please open your checkout link again.',
        ),
      );
  };
}
