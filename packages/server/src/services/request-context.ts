import { AsyncLocalStorage } from 'node:async_hooks';

/** What follows a request into the work it starts: its id, for logs and for the jobs it enqueues. */
type RequestContext = { reqId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request (or of the request that started the job) this code runs for, if any. */
export function currentReqId(): string | undefined {
  return storage.getStore()?.reqId;
}

/**
 * Runs `work` (and everything it awaits or schedules) as part of request `reqId`; without an id,
 * outside any request (a sweep found the work itself).
 */
export function runWithReqId<T>(reqId: string | undefined, work: () => T): T {
  return reqId ? storage.run({ reqId }, work) : storage.exit(work);
}

/**
 * Pino mixin: a line logged while serving a request or its job carries `reqId` even when written
 * through the root logger (services log through `app.ctx.log`). Loggers that already bind it (a
 * request's `request.log`, a job's child logger) are left alone, so the key is never written twice.
 */
export function reqIdMixin(_merge: object, _level: number, logger: { bindings(): Record<string, unknown> }): object {
  const reqId = currentReqId();
  if (!reqId || 'reqId' in logger.bindings()) return {};
  return { reqId };
}
