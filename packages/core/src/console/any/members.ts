import { z } from 'zod/mini';

/**
 * `POST /api/v1/console/staff/members/:id/reset-passkeys`: what resetting a staff member's passkeys did
 * (every passkey deleted, every session ended; docs/product-rules.md, Console security).
 */
export const StaffPasskeyResetSchema = z.object({
  /** How many passkeys the member had. */
  passkeysRemoved: z.int(),
  /** How many of their sessions were ended. */
  sessionsEnded: z.int(),
});
export type StaffPasskeyReset = z.infer<typeof StaffPasskeyResetSchema>;
