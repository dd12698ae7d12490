import { SITE } from '../config';

/** An API failure with the message the server sent, safe to show to the visitor. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type ErrorBody = { error?: { message?: string; fields?: Record<string, string> } };

async function readError(res: Response): Promise<ApiRequestError> {
  const body = (await res.json().catch(() => ({}))) as ErrorBody;
  const message = body.error?.message ?? `The server answered ${res.status}.`;
  return new ApiRequestError(message, res.status, body.error?.fields);
}

/** GET `${apiBase}${path}` as JSON; the SWR fetcher of every content page. */
export async function getJson<T>(path: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${SITE.apiBase}${path}`, { headers: { accept: 'application/json' } });
  } catch {
    throw new ApiRequestError('We could not reach our server. Check your connection and try again.', 0);
  }
  if (!res.ok) throw await readError(res);
  return (await res.json()) as T;
}

/** POST JSON to `${apiBase}${path}` with extra headers (e.g. the CSRF token). */
export async function postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${SITE.apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError('We could not reach our server. Check your connection and try again.', 0);
  }
  if (!res.ok) throw await readError(res);
  return (await res.json()) as T;
}
