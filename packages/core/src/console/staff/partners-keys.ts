import { z } from 'zod/mini';

/** One partner widget key as staff see it (never the key itself). */
export const StaffKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(['test', 'live']),
  organizationId: z.nullable(z.string()),
  organizationName: z.nullable(z.string()),
  /** False once its partner revoked it. */
  active: z.boolean(),
  /** When our staff suspended it (refused like a revoked key until lifted), or null. */
  suspendedAt: z.nullable(z.string()),
});
export type StaffKey = z.infer<typeof StaffKeySchema>;

/** `GET /api/v1/console/staff/keys`: every partner key, by organisation. */
export const StaffKeysSchema = z.object({ keys: z.array(StaffKeySchema) });
export type StaffKeys = z.infer<typeof StaffKeysSchema>;
