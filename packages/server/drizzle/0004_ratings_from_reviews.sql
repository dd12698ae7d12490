ALTER TABLE "providers" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "review_count";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "original_price";