import { z } from 'zod/mini';

/**
 * Our staff's view of partner organisations (issue 23): `GET /api/v1/console/staff/partners` lists them,
 * `POST …/:orgId/approve-live` lets one create live keys, `PUT …/:orgId/commission` sets its rate. The
 * server answers with these shapes and the staff partners page parses with them.
 */

/** The highest commission rate staff may set, in percent. */
export const MAX_COMMISSION_PERCENT = 30;

/** Basis points (800) from a percentage with at most two decimals (8 or 8.25). */
export const percentToBps = (percent: number): number => Math.round(percent * 100);

/** A percentage (8.25) from basis points (825). */
export const bpsToPercent = (bps: number): number => bps / 100;

/** True when `n` has at most two decimals (8, 8.5, 8.25; not 8.125). */
const twoDecimals = (n: number): boolean => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * `PUT /api/v1/console/staff/partners/:orgId/commission`: the new rate in percent, 0 to 30 with at most
 * two decimals. It applies to bookings made after the change; earlier bookings keep the rate they were made at.
 */
export const CommissionChangeSchema = z.object({
  percent: z.number().check(
    z.refine((n) => Number.isFinite(n) && n >= 0 && n <= MAX_COMMISSION_PERCENT, {
      message: `Enter a rate from 0 to ${MAX_COMMISSION_PERCENT} percent`,
    }),
    z.refine(twoDecimals, { message: 'Use at most two decimals, like 8.25' }),
  ),
});
export type CommissionChange = z.infer<typeof CommissionChangeSchema>;

/** One partner organisation as staff see it. */
export const StaffPartnerSchema = z.object({
  organizationId: z.string(),
  name: z.string(),
  /** The site it signed up with (null for a partner created before sign-up existed). */
  website: z.nullable(z.string()),
  /** When the organisation was created (ISO instant). */
  createdAt: z.string(),
  /** When it asked for live keys, if it did. */
  liveRequestedAt: z.nullable(z.string()),
  /** When staff approved live keys, and who (null until approved). */
  liveApproved: z.nullable(z.object({ at: z.string(), by: z.nullable(z.string()) })),
  /** The rate for new bookings, in percent (8 = 8%) and in basis points. */
  commissionPercent: z.number(),
  commissionBps: z.int(),
  /** Its active widget keys, by mode. */
  keys: z.object({ test: z.int(), live: z.int() }),
  /** Bookings through its keys that are confirmed (test bookings not counted). */
  confirmedBookings: z.int(),
});
export type StaffPartner = z.infer<typeof StaffPartnerSchema>;

/** `GET /api/v1/console/staff/partners`: every partner organisation, by name. */
export const StaffPartnersSchema = z.object({ partners: z.array(StaffPartnerSchema) });
export type StaffPartners = z.infer<typeof StaffPartnersSchema>;
