import { z } from 'zod/mini';
import { ConsoleOrganizationSchema } from '../roles';

/**
 * `GET /api/v1/console/me`: the user, every organisation they belong to, the active one (null when they
 * belong to none), whether they have a passkey and whether they must enrol one (staff), and what the
 * console needs for the second factor (docs/product-rules.md, Console security).
 */
export const ConsoleMeSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  organizations: z.array(ConsoleOrganizationSchema),
  active: z.nullable(ConsoleOrganizationSchema),
  hasPasskey: z.boolean(),
  passkeyRequired: z.boolean(),
  /** How this session was opened: by passkey, or by an emailed sign-in link. */
  signInMethod: z.enum(['passkey', 'link']),
  /**
   * A staff member with a passkey on a link session: the staff console answers 403 PASSKEY_SIGN_IN_REQUIRED,
   * so show only "Sign in with your passkey".
   */
  passkeySignInRequired: z.boolean(),
  /**
   * Until when (ISO 8601) the session's last passkey assertion lets a step-up action through without asking
   * again; null when the session has none. Past this, such an action answers 403 STEP_UP_REQUIRED.
   */
  stepUpFreshUntil: z.nullable(z.string()),
});
export type ConsoleMe = z.infer<typeof ConsoleMeSchema>;
