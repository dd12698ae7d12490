CREATE TABLE "airports" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "airports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"provider_id" text NOT NULL,
	"airport_id" text NOT NULL,
	"entry_date" date NOT NULL,
	"entry_time" text NOT NULL,
	"exit_date" date NOT NULL,
	"exit_time" text NOT NULL,
	"vehicle_count" integer NOT NULL,
	"days" integer NOT NULL,
	"details" jsonb NOT NULL,
	"email" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"amount" integer NOT NULL,
	"coupon_code" text,
	"partner_key" text,
	"payment_provider" text NOT NULL,
	"session_id" text,
	"checkout_url" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"email_sent_at" timestamp with time zone,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "provider_days" (
	"provider_id" text NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_days_provider_id_day_pk" PRIMARY KEY("provider_id","day"),
	CONSTRAINT "provider_days_booked_within_capacity" CHECK ("provider_days"."booked" >= 0 AND "provider_days"."booked" <= "provider_days"."capacity")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"allowed_origins" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" text PRIMARY KEY NOT NULL,
	"airport_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"price_per_day" integer NOT NULL,
	"original_price" integer,
	"features" jsonb NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"image_url" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"arrival_instructions" jsonb NOT NULL,
	"return_instructions" jsonb NOT NULL,
	"spaces_per_day" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"viewer" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_days" ADD CONSTRAINT "provider_days_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_status_hold_idx" ON "bookings" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "bookings_provider_status_idx" ON "bookings" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "providers_airport_idx" ON "providers" USING btree ("airport_id");--> statement-breakpoint
CREATE INDEX "search_views_provider_time_idx" ON "search_views" USING btree ("provider_id","created_at");