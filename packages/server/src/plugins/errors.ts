import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, issuesToFields } from '@parking/core';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

type Body = { error: { code: ErrorCode; message: string; fields?: Record<string, string>; newTotal?: number } };

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/** Fastify's own errors, answered in our words (theirs echo the URL or name internals). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid (bad percent-encoding)',
  FST_ERR_MAX_PARAM_LENGTH: 'A value in the address is too long',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length does not match the body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
};

/** Maps anything thrown to the API's error shape; a 5xx never shows its message or stack. */
function toErrorBody(err: FastifyError | Error): { status: number; body: Body } {
  if (err instanceof AppError) {
    return { status: err.statusCode, body: { error: { code: err.code, message: err.message, ...err.extra } } };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const prefix = (err as { validationContext?: string }).validationContext === 'headers' ? 'headers.' : '';
    const fields = issuesToFields(
      err.validation.map((v) => ({
        path: [prefix + v.instancePath.split('/').filter(Boolean).join('.')].filter(Boolean),
        message: v.message ?? 'Invalid value',
      })),
    );
    return {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Some fields need attention', fields } },
    };
  }
  const status = (err as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
    const known = FRAMEWORK_MESSAGES[(err as FastifyError).code ?? ''];
    const message =
      known ?? (err instanceof SyntaxError ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY! : err.message);
    return { status, body: { error: { code, message: message || 'Bad request' } } };
  }
  return {
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } },
  };
}

/** Sends an error in the API's shape (also used by the SPA-aware not-found handler). */
export function sendError(reply: FastifyReply, err: FastifyError | Error, request: FastifyRequest): FastifyReply {
  const { status, body } = toErrorBody(err);
  // A client that hangs up mid-answer is not a server failure (and nobody reads this answer).
  if ((err as FastifyError).code === 'ERR_STREAM_PREMATURE_CLOSE') request.log.info('client closed the connection');
  else if (status >= 500) request.log.error({ err }, 'request failed');
  else request.log.info({ code: body.error.code, status }, 'request rejected');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Error handler for the whole app: always `{ error: { code, message, fields? } }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => sendError(reply, err, request));
});

/** The HTTP parser's refusals (by Node's error code) as a status and our words; anything else is a 400. */
const PARSER_REFUSALS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line or headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (an over-long address or headers, bytes
 * that are not HTTP) never becomes a request, so no hook or error handler sees it. It is answered here
 * in the API's error shape, with `Connection: close`, and the socket closed. Only the error's code is
 * logged: the error carries the raw bytes, which may hold personal data.
 */
export function answerClientError(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = PARSER_REFUSALS[err.code] ?? [400, 'The request is not valid HTTP'];
  this.log.info({ code: err.code, status }, 'client error');
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ error: { code: 'VALIDATION_FAILED' satisfies ErrorCode, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // Ending (rather than destroying at once, as Fastify's default does) lets the client read the answer
  // before the socket goes; one that never closes its side is cut a few seconds later.
  setTimeout(() => socket.destroy(), 5_000).unref();
}
