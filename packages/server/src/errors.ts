import type { ErrorCode } from '@parking/core';

/** An error the API answers as `{ error: { code, message, fields?, newTotal? } }` with `statusCode`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fields?: Record<string, string>; newTotal?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);

export const validationFailed = (fields: Record<string, string>, message = 'Some fields need attention') =>
  new AppError(400, 'VALIDATION_FAILED', message, { fields });
