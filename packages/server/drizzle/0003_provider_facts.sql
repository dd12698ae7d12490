ALTER TABLE "providers" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "review_count" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "review_count" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "gate_price_per_day" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "airport_charge" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "transfer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "keeps_keys" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing installations: the published "was" price becomes the gate price, and the seeded car parks get their facts.
UPDATE "providers" SET "gate_price_per_day" = "original_price";--> statement-breakpoint
UPDATE "providers" SET "airport_charge" = 'included', "transfer_minutes" = 0, "keeps_keys" = true WHERE "id" = 'luton-swift-meet-greet';--> statement-breakpoint
UPDATE "providers" SET "airport_charge" = 'none', "transfer_minutes" = 5, "keeps_keys" = false WHERE "id" = 'luton-park-and-fly';--> statement-breakpoint
UPDATE "providers" SET "airport_charge" = 'none', "transfer_minutes" = 15, "keeps_keys" = false WHERE "id" = 'luton-parkway-secure';--> statement-breakpoint
UPDATE "providers" SET "airport_charge" = 'included', "transfer_minutes" = 0, "keeps_keys" = true WHERE "id" = 'bristol-valet-plus';--> statement-breakpoint
UPDATE "providers" SET "airport_charge" = 'none', "transfer_minutes" = 8, "keeps_keys" = false WHERE "id" = 'bristol-lulsgate-park-ride';--> statement-breakpoint
UPDATE "providers" SET "airport_charge" = 'included', "transfer_minutes" = 2, "keeps_keys" = true WHERE "id" = 'stansted-premier-meet-greet';--> statement-breakpoint
UPDATE "providers" SET "airport_charge" = 'none', "transfer_minutes" = 7, "keeps_keys" = false WHERE "id" = 'stansted-essex-park-ride';--> statement-breakpoint
UPDATE "providers" SET "airport_charge" = 'extra', "transfer_minutes" = 10, "keeps_keys" = true WHERE "id" = 'stansted-terminal-valet';
