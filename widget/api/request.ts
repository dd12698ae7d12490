import { z } from 'zod/mini';
import type { WidgetConfig } from '../config';
import { ApiFailure, failureFromResponse } from './api-failure';

type RequestOptions<T extends z.ZodMiniType> = {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  schema: T;
};

/**
 * The only way the widget talks to the API: cookieless (partner pages must not carry our cookies),
 * with the partner key, and every answer checked with core's schemas.
 */
export async function apiRequest<T extends z.ZodMiniType>(
  config: WidgetConfig,
  path: string,
  options: RequestOptions<T>,
): Promise<z.infer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (config.partnerKey) headers['X-Partner-Key'] = config.partnerKey;
  let res: Response;
  try {
    res = await (config.fetcher ?? fetch)(`${config.apiBase.replace(/\/$/, '')}${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'omit',
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new ApiFailure('NETWORK', 'We could not reach the server. Check your connection and try again.', 0);
  }
  if (!res.ok) throw await failureFromResponse(res);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiFailure('BAD_RESPONSE', 'The server sent an answer we could not read.', res.status);
  }
  const parsed = z.safeParse(options.schema, json);
  if (!parsed.success) throw new ApiFailure('BAD_RESPONSE', 'The server sent an answer we could not read.', res.status);
  return parsed.data;
}
