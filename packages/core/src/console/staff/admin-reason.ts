import { z } from 'zod/mini';

/**
 * Why a staff admin does something that is asked first (hide a review, take a car park out of search):
 * on the audit log, and for a review in the traveller's email.
 */
export const AdminReasonSchema = z.object({
  reason: z
    .string()
    .check(z.trim(), z.minLength(3, 'Say why, in a few words'), z.maxLength(500, 'At most 500 characters')),
});
export type AdminReason = z.infer<typeof AdminReasonSchema>;
