import { z } from 'zod/mini';

/**
 * Partner sign-up from the public "For partners" page (issue 23): `POST /api/v1/partners/sign-up`. For a
 * new address it creates the partner organisation, its owner (signed in later by the emailed magic link)
 * and a test key at once; an address that already has an account is emailed a link to confirm first
 * (`POST /api/v1/partners/sign-up/confirm`). The same answer either way, so the form reveals nothing.
 */
export const PartnerSignUpSchema = z.object({
  /** The business or site name shown to our staff and on statements. */
  organisationName: z
    .string()
    .check(z.trim(), z.minLength(2, 'Enter the name of your site or business'), z.maxLength(100)),
  /** The site that will embed the widget: an https address. */
  website: z.string().check(
    z.trim(),
    z.refine(
      (v) => /^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/[^\s]*)?$/i.test(v),
      'Enter your site’s address starting https://',
    ),
  ),
  /** The owner's name. */
  name: z.string().check(z.trim(), z.minLength(2, 'Enter your name'), z.maxLength(100)),
  /** Where the sign-in link is sent. */
  email: z.string().check(z.trim(), z.email('Enter an email address like name@example.com'), z.maxLength(200)),
});
export type PartnerSignUp = z.infer<typeof PartnerSignUpSchema>;

/** The answer: the test key to try the widget with at once, and where the sign-in link went. */
export const PartnerSignUpResultSchema = z.object({
  /** A test key (`pk_test_…`): bookings through it are marked TEST and take no money. */
  testKey: z.string(),
  /** The origins that test key allows (localhost and the site's own origin). */
  allowedOrigins: z.array(z.string()),
  /** The address the sign-in link was sent to. */
  email: z.string(),
});
export type PartnerSignUpResult = z.infer<typeof PartnerSignUpResultSchema>;

/** `POST /api/v1/partners/sign-up/confirm`: the token of the emailed confirmation link (its `#confirm=` part). */
export const PartnerSignUpConfirmSchema = z.object({
  /** The confirmation token: single-use, 24 hours. */
  token: z.string().check(z.minLength(20, 'This confirmation link is incomplete'), z.maxLength(200)),
});
export type PartnerSignUpConfirm = z.infer<typeof PartnerSignUpConfirmSchema>;

/** The confirmed sign-up: the organisation now made, with the person who confirmed as its owner. */
export const PartnerSignUpConfirmedSchema = z.extend(PartnerSignUpResultSchema, {
  /** The partner organisation's name as it was asked for. */
  organisationName: z.string(),
});
export type PartnerSignUpConfirmed = z.infer<typeof PartnerSignUpConfirmedSchema>;
