import { z } from 'zod/mini';
import { AirportListQuerySchema, pageSchema } from './airport';
import { PenceSchema } from './money';

/** The two kinds of parking we compare (docs/product-rules.md#quotes-and-prices). */
export const ParkingTypeSchema = z.enum(['meet-greet', 'park-ride']);
export type ParkingType = z.infer<typeof ParkingTypeSchema>;

/** Labels a visitor reads for each parking type. */
export const PARKING_TYPE_LABELS: Record<ParkingType, string> = {
  'meet-greet': 'Meet & Greet',
  'park-ride': 'Park & Ride',
};

/**
 * The airport's drop-off or terminal car park charge: `included` in our price, `extra` (paid by the
 * traveller at the barrier), or `none` (the car park is off airport, no airport charge applies).
 */
export const AirportChargeSchema = z.enum(['included', 'extra', 'none']);
export type AirportCharge = z.infer<typeof AirportChargeSchema>;

/** A parking provider at one airport (docs/product-rules.md#quotes-and-prices plus what a confirmation needs). Prices in pence per day. */
export const ProviderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  type: ParkingTypeSchema,
  airportId: z.string(),
  airportName: z.string(),
  /** Mean rating of the verified reviews, to one decimal; 0 when there are none. */
  rating: z.number().check(z.gte(0), z.lte(5)),
  /** How many verified reviews (one per completed booking) the rating is computed from. */
  reviewCount: z.int().check(z.nonnegative()),
  pricePerDay: PenceSchema,
  /** The provider's published price per day for drivers who turn up without booking; null when none. */
  gatePricePerDay: z.nullable(PenceSchema),
  /** Whether the airport's drop-off or barrier charge is in the price, extra, or not met at all. */
  airportCharge: AirportChargeSchema,
  /** Minutes from the car park to the terminal (0: met at the terminal). */
  transferMinutes: z.int().check(z.nonnegative()),
  /** True when the provider keeps the car keys (meet-and-greet); false when the traveller keeps them. */
  keepsKeys: z.boolean(),
  features: z.array(z.string()),
  isRecommended: z.boolean(),
  imageUrl: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  arrivalInstructions: z.array(z.string()),
  returnInstructions: z.array(z.string()),
  /** Confirmed bookings ever made with this provider; real, hidden when zero. */
  totalBooked: z.int().check(z.nonnegative()),
  /**
   * Other visitors shown this provider in the last 15 minutes, the asking visitor excluded; 0 unless at
   * least 2 (docs/product-rules.md#quotes-and-prices).
   */
  currentlyViewing: z.int().check(z.nonnegative()),
});
export type Provider = z.infer<typeof ProviderSchema>;

/** Query of `GET /providers`: the airport (required) and the same `page`/`limit` as `GET /airports`. */
export const ProviderListQuerySchema = z.extend(AirportListQuerySchema, {
  airportId: z.string({ error: 'Choose an airport' }).check(z.minLength(1, 'Choose an airport'), z.maxLength(100)),
});
export type ProviderListQuery = z.infer<typeof ProviderListQuerySchema>;

/** Answer of `GET /providers?airportId=…`: recommended first, then by name. */
export const ProviderListResponseSchema = pageSchema(ProviderSchema);
export type ProviderListResponse = z.infer<typeof ProviderListResponseSchema>;
