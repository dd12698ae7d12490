import { z } from 'zod/mini';
import { EmailSchema } from '../../contact-details';

/**
 * Travellers' data rights (UK GDPR, issue 24): staff find what we hold by the traveller's email, export it
 * as a JSON file (`GET /api/v1/console/staff/data-requests/export?email=`, support and admin) or erase it
 * (`POST …/erase`, admin only): personal fields anonymised, money records kept.
 */

/** How long after a stay ends its booking's personal fields are kept, unless RETENTION_MONTHS says otherwise. */
export const DEFAULT_RETENTION_MONTHS = 24;

/** The traveller a request is about, by email (lower-cased). */
export const DataRequestQuerySchema = z.object({ email: EmailSchema });
export type DataRequestQuery = z.infer<typeof DataRequestQuerySchema>;

/** `POST …/erase`: the email and an explicit confirmation (erasure cannot be undone). */
export const EraseRequestSchema = z.object({
  email: EmailSchema,
  confirm: z.literal(true, { error: 'Confirm that the traveller asked for erasure' }),
});
export type EraseRequest = z.infer<typeof EraseRequestSchema>;

/** One booking found for the traveller, without personal fields. */
export const DataRequestBookingSchema = z.object({
  reference: z.string(),
  status: z.string(),
  entryDate: z.string(),
  exitDate: z.string(),
  /** When its personal fields were erased (null: still held). */
  anonymisedAt: z.nullable(z.string()),
});

/** `GET /api/v1/console/staff/data-requests?email=`: what we hold for that email, in outline. */
export const DataRequestSummarySchema = z.object({
  email: z.string(),
  bookings: z.array(DataRequestBookingSchema),
  contactMessages: z.int(),
});
export type DataRequestSummary = z.infer<typeof DataRequestSummarySchema>;

/** `POST …/erase`: how many records were anonymised. */
export const ErasureResultSchema = z.object({
  bookings: z.int(),
  contactMessages: z.int(),
});
export type ErasureResult = z.infer<typeof ErasureResultSchema>;
