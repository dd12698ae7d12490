ALTER TABLE "reviews" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Reviews the seed wrote before this column existed are samples too (their bookings are marked seeded).
UPDATE "reviews" SET "sample" = true WHERE "booking_id" IN (SELECT "id" FROM "bookings" WHERE "seeded");
