import { z } from 'zod';
import { AirportListQuerySchema, pageSchema } from './airport';
import { PenceSchema } from './money';

/** The two kinds of parking we compare (spec §3). */
export const ParkingTypeSchema = z.enum(['meet-greet', 'park-ride']);
export type ParkingType = z.infer<typeof ParkingTypeSchema>;

/** Labels a visitor reads for each parking type. */
export const PARKING_TYPE_LABELS: Record<ParkingType, string> = {
  'meet-greet': 'Meet & Greet',
  'park-ride': 'Park & Ride',
};

/** A parking provider at one airport (spec §3 plus what a confirmation needs). Prices in pence per day. */
export const ProviderSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  type: ParkingTypeSchema,
  airportId: z.string(),
  airportName: z.string(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  pricePerDay: PenceSchema,
  originalPrice: PenceSchema.nullable(),
  features: z.array(z.string()),
  isRecommended: z.boolean(),
  imageUrl: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  arrivalInstructions: z.array(z.string()),
  returnInstructions: z.array(z.string()),
  /** Confirmed bookings ever made with this provider; real, hidden when zero. */
  totalBooked: z.number().int().nonnegative(),
  /** Distinct searches that showed this provider in the last 15 minutes; real, hidden when zero. */
  currentlyViewing: z.number().int().nonnegative(),
});
export type Provider = z.infer<typeof ProviderSchema>;

/** Query of `GET /providers`: the airport (required) and the same `page`/`limit` as `GET /airports`. */
export const ProviderListQuerySchema = AirportListQuerySchema.extend({
  airportId: z.string({ error: 'Choose an airport' }).min(1, 'Choose an airport').max(100),
});
export type ProviderListQuery = z.infer<typeof ProviderListQuerySchema>;

/** Answer of `GET /providers?airportId=…`: recommended first, then by name. */
export const ProviderListResponseSchema = pageSchema(ProviderSchema);
export type ProviderListResponse = z.infer<typeof ProviderListResponseSchema>;
