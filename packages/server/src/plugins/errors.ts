import { type ErrorCode, issuesToFields } from '@parking/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Maps anything thrown to the API's error shape; a 5xx never shows its message or stack. */
export function toErrorBody(err: FastifyError | Error): { status: number; body: Body } {
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
    // Fastify's own 4xx messages are safe and say what was wrong (bad JSON, wrong content type...).
    return { status, body: { error: { code, message: err.message || 'Bad request' } } };
  }
  return {
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } },
  };
}

/** Sends an error in the API's shape (also used by the SPA-aware not-found handler). */
export function sendError(reply: FastifyReply, err: FastifyError | Error, request: FastifyRequest): FastifyReply {
  const { status, body } = toErrorBody(err);
  if (status >= 500) request.log.error({ err }, 'request failed');
  else request.log.info({ code: body.error.code, status }, 'request rejected');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Error handler for the whole app: always `{ error: { code, message, fields? } }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => sendError(reply, err, request));
});
