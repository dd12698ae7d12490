import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../packages/server/src/db/client';
import { hasDatabaseFault } from './audit-fault';
import { type Contract, contractOfApp } from './openapi-contract';

/** Documents shared by apps built alike (same routes), so a document is read and compiled once per process. */
const shared = new Map<string, Promise<Contract>>();

/** What is wrong with one injected answer, if its operation is in the document. */
function problemsOf(contract: Contract, res: LightMyRequestResponse, db: Db): string[] {
  const method = res.raw.req.method ?? 'GET';
  const path = contract.templateOf(method, res.raw.req.url ?? '/');
  // Outside the document (better-auth, /metrics, pages, HEAD and preflights): not part of the contract.
  if (!path) return [];
  // A fault the test put in the database on purpose (support/audit-fault.ts) fails the request as designed.
  if (res.statusCode === 500 && hasDatabaseFault(db)) return [];
  // A compressed body is the compression plugin's business; its status and media type still count.
  const body = res.headers['content-encoding'] ? undefined : res.body;
  const contentType = res.headers['content-type'] as string | undefined;
  return contract.validateResponse({ method, path, status: res.statusCode, contentType, body });
}

/**
 * Checks every answer `app.inject` gives against the app's OpenAPI document (`/api/v1/docs/json`): a status,
 * media type or body the document does not describe rejects the inject, so the test that made the request
 * fails and says what did not match. `documentKey` names apps that serve the same document (undefined: read
 * this app's own).
 */
export function validatingInject(app: FastifyInstance, db: Db, options: { documentKey: string | undefined }): void {
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
  const validated = async (...args: Parameters<FastifyInstance['inject']>) => {
    const res = await (inject as (...a: unknown[]) => Promise<LightMyRequestResponse>)(...args);
    // Asked for as a stream (`payloadAsStream`: an event stream never ends), the answer has no body yet: the
    // caller reads it and checks it against the contract itself (tests/server/fuzz/send.ts).
    if (((args as unknown[])[0] as { payloadAsStream?: boolean } | undefined)?.payloadAsStream) return res;
    const problems = problemsOf(await contract(), res, db);
    if (problems.length > 0)
      throw new Error(`The answer is not what the OpenAPI document says:\n  ${problems.join('\n  ')}`);
    return res;
  };
  app.inject = validated as FastifyInstance['inject'];
}
