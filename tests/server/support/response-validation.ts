import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../packages/server/src/db/client';
import { hasDatabaseFault } from './audit-fault';
import { type Contract, contractOfApp } from './openapi-contract';

/** Documents shared by apps built alike (same routes), so a document is read and compiled once per process. */
const shared = new Map<string, Promise<Contract>>();

/** What is wrong with one injected answer, if its operation is in the document. */
function problemsOf(
  contract: Contract,
  res: LightMyRequestResponse,
  db: Db,
  crashes: boolean,
  request: { method?: string; url?: string } | undefined,
): string[] {
  // An answer read as a stream (payloadAsStream) carries no request: its status and media type still count.
  const streamed = !res.raw?.req;
  if (streamed && !request) return [];
  const method = (streamed ? request!.method : res.raw.req.method) ?? 'GET';
  const path = contract.templateOf(method, (streamed ? request!.url : res.raw.req.url) ?? '/');
  // Outside the document (better-auth, /metrics, pages, HEAD and preflights): not part of the contract.
  if (!path) return [];
  // A fault the test put in the database on purpose (support/audit-fault.ts) fails the request as designed.
  // So does a crash the test stages at an idempotency point (services/idempotency-points.ts).
  if (res.statusCode === 500 && (crashes || hasDatabaseFault(db))) return [];
  // A compressed body is the compression plugin's business; its status and media type still count.
  const body = res.headers['content-encoding'] || streamed ? undefined : res.body;
  const contentType = res.headers['content-type'] as string | undefined;
  return contract.validateResponse({ method, path, status: res.statusCode, contentType, body });
}

/** The method and URL an inject was called with, when given as options with a string URL. */
function requestOf(options: unknown): { method?: string; url?: string } | undefined {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const o = options as { method?: string; url?: unknown } | undefined;
  return typeof o?.url === 'string' ? { method: o.method?.toUpperCase() ?? 'GET', url: o.url } : undefined;
}

/**
 * Checks every answer `app.inject` gives against the app's OpenAPI document (`/api/v1/docs/json`): a status,
 * media type or body the document does not describe rejects the inject, so the test that made the request
 * fails and says what did not match. `documentKey` names apps that serve the same document (undefined: read
 * this app's own); `crashes` lets through the 500s of crashes the test stages.
 */
export function validatingInject(
  app: FastifyInstance,
  db: Db,
  options: { documentKey: string | undefined; crashes: boolean },
): void {
  const inject = app.inject.bind(app);
  const contract = (): Promise<Contract> => {
    if (options.documentKey === undefined) return contractOfApp(app, inject);
    let found = shared.get(options.documentKey);
    if (!found) {
      found = contractOfApp(app, inject);
      shared.set(options.documentKey, found);
    }
    return found;
  };
  const validated = async (...args: unknown[]) => {
    const res = await (inject as (...a: unknown[]) => Promise<LightMyRequestResponse>)(...args);
    const problems = problemsOf(await contract(), res, db, options.crashes, requestOf(args[0]));
    if (problems.length > 0)
      throw new Error(`The answer is not what the OpenAPI document says:\n  ${problems.join('\n  ')}`);
    return res;
  };
  app.inject = validated as FastifyInstance['inject'];
}
