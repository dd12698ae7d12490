import { z } from 'zod/mini';
import { apiActivity } from './activity';
import { ApiFailure, failureFromResponse, networkFailure } from './api-failure';

/** A `fetch`-compatible function; tests and stories inject a fake one at the network edge. */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** Where and how requests go; the widget's WidgetConfig is one. */
export type ApiClientOptions = {
  /** Base of the versioned API, e.g. `/api/v1`. */
  apiBase: string;
  /** Public partner key, sent as `X-Partner-Key` when set. */
  partnerKey?: string | undefined;
  /** The network edge; the browser's `fetch` (looked up at each call) when absent. */
  fetcher?: Fetcher | undefined;
  /**
   * Cookies: `omit` (the default) for the widget, whose partner pages must not carry our cookies;
   * `same-origin` for the host site's cookie routes (the contact form's CSRF pair).
   */
  credentials?: RequestCredentials | undefined;
};

/** One request: the method, JSON body, extra headers, and the core schema its answer must match. */
export type ApiRequestOptions<T extends z.ZodMiniType> = {
  /** `GET` when absent; the console also replaces (`PUT`), changes some fields (`PATCH`) and removes (`DELETE`). */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a `FormData` (a file upload) goes as multipart, with the boundary the browser sets. */
  body?: unknown;
  /** Extra headers, e.g. `Idempotency-Key`, `Authorization` or the contact form's `x-csrf-token`. */
  headers?: Record<string, string>;
  /** Core's schema of the answer: anything else is a `BAD_RESPONSE` failure. */
  schema: T;
};

const UNREADABLE = 'The server sent an answer we could not read.';

async function send(client: ApiClientOptions, path: string, init: RequestInit): Promise<Response> {
  const end = apiActivity.begin();
  try {
    return await (client.fetcher ?? fetch)(`${client.apiBase.replace(/\/$/, '')}${path}`, init);
  } catch {
    throw networkFailure();
  } finally {
    end();
  }
}

/**
 * The only way the widget and the site talk to the API: every answer checked with core's schemas,
 * every failure an {@link ApiFailure}, every request counted in `apiActivity` (the site's loader).
 */
export async function apiRequest<T extends z.ZodMiniType>(
  client: ApiClientOptions,
  path: string,
  options: ApiRequestOptions<T>,
): Promise<z.infer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (client.partnerKey) headers['X-Partner-Key'] = client.partnerKey;
  const res = await send(client, path, {
    method: options.method ?? 'GET',
    headers,
    credentials: client.credentials ?? 'omit',
    ...(options.body === undefined
      ? {}
      : { body: multipart ? (options.body as FormData) : JSON.stringify(options.body) }),
  });
  if (!res.ok) throw await failureFromResponse(res);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiFailure('BAD_RESPONSE', UNREADABLE, res.status);
  }
  const parsed = z.safeParse(options.schema, json);
  if (!parsed.success) throw new ApiFailure('BAD_RESPONSE', UNREADABLE, res.status);
  return parsed.data;
}
