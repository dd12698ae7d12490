import { z } from 'zod/mini';

/**
 * A partner's server keys for the reporting API (the console's `partner/api-keys` screen, issue 23): listed
 * without their secret, created with a name (the secret shown once), revoked.
 */

/** A reporting API server key as listed: never its secret, only its first characters. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeysSchema = z.object({ keys: z.array(ApiKeySchema) });
export type ApiKeys = z.infer<typeof ApiKeysSchema>;

/** `POST /api/v1/console/partner/api-keys` body: a name to tell the key apart. */
export const CreateApiKeySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the key a name, for example "Finance export"'),
      z.maxLength(60, 'Keep the name to 60 characters'),
    ),
});
export type CreateApiKey = z.infer<typeof CreateApiKeySchema>;

/** The answer to creating a key: the key and its secret, shown this once and never again. */
export const CreatedApiKeySchema = z.object({ key: ApiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

/** A server key: `psk_` and 32 URL-safe characters. */
export const SERVER_KEY_PATTERN = /^psk_[A-Za-z0-9_-]{32}$/;
