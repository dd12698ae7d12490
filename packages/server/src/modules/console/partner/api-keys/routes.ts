import { ApiKeySchema, ApiKeysSchema, CreateApiKeySchema, CreatedApiKeySchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createKey, listKeys, revokeKey } from './service';
import { tenantId } from '../../../../services/accounts/tenant-ids';

/** Server keys read everything the organisation earns: owners only. */
const OWNER = screenAccess('partner/api-keys', 'owner');

/** The reporting API's server keys: list, create (the secret shown once), revoke. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The organisation's server keys, newest first: name, first characters, created, last used, revoked. Owners. */
  app.get(
    '/console/partner/api-keys',
    {
      config: { console: OWNER },
      schema: {
        tags: ['console'],
        summary: "A partner's reporting API keys",
        response: { 200: ApiKeysSchema },
      },
    },
    async (request) => {
      return { keys: await listKeys(app.ctx, request.member) };
    },
  );

  /**
   * Creates a server key named `name`: `psk_` and 32 URL-safe characters, answered this once (stored
   * only as its SHA-256 and first 8 characters). Audited (`api-key.created`). Owners.
   */
  app.post(
    '/console/partner/api-keys',
    {
      config: { console: OWNER },
      schema: {
        tags: ['console'],
        summary: 'Create a reporting API key',
        body: CreateApiKeySchema,
        response: { 201: CreatedApiKeySchema },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createKey(app, request.member, request.body.name));
    },
  );

  /**
   * Revokes one of the organisation's keys: the reporting API refuses it (401) from now on. 404 for a
   * key not the organisation's. Audited (`api-key.revoked`). Owners; one who has a passkey needs a fresh
   * assertion (403 STEP_UP_REQUIRED).
   */
  app.post(
    '/console/partner/api-keys/:id/revoke',
    {
      config: { console: OWNER, stepUp: true },
      schema: {
        tags: ['console'],
        summary: 'Revoke a reporting API key',
        params: z.object({ id: tenantId('apiKey', z.string().min(1).max(100)) }),
        response: { 200: ApiKeySchema },
      },
    },
    async (request) => revokeKey(app, request.member, request.params.id),
  );
};
