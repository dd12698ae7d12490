CREATE TABLE "operator_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"channel" text NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"response_code" integer,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"requested_by" text
);
--> statement-breakpoint
CREATE TABLE "operator_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"provider_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_webhooks" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "handover_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"handover_id" text NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"kind" text NOT NULL,
	"registration" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_user_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"mileage" integer,
	"fuel" text,
	"key_tag" text,
	"bay" text,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	"email_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_days" ADD COLUMN "price_per_day" integer;--> statement-breakpoint
ALTER TABLE "provider_days" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "bookings_email" text;--> statement-breakpoint
ALTER TABLE "operator_deliveries" ADD CONSTRAINT "operator_deliveries_event_id_operator_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."operator_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_events" ADD CONSTRAINT "operator_events_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_events" ADD CONSTRAINT "operator_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD CONSTRAINT "provider_webhooks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_handover_id_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."handovers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD CONSTRAINT "provider_photos_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_deliveries_event_idx" ON "operator_deliveries" USING btree ("event_id","channel","attempt");--> statement-breakpoint
CREATE INDEX "operator_events_provider_seq_idx" ON "operator_events" USING btree ("provider_id","seq");--> statement-breakpoint
CREATE INDEX "handover_photos_handover_idx" ON "handover_photos" USING btree ("handover_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "handovers_one_per_vehicle_idx" ON "handovers" USING btree ("booking_id","kind","registration");--> statement-breakpoint
CREATE INDEX "handovers_provider_at_idx" ON "handovers" USING btree ("provider_id","at");--> statement-breakpoint
CREATE INDEX "provider_photos_provider_idx" ON "provider_photos" USING btree ("provider_id","position");--> statement-breakpoint
ALTER TABLE "provider_days" ADD CONSTRAINT "provider_days_price_positive" CHECK ("provider_days"."price_per_day" IS NULL OR "provider_days"."price_per_day" > 0);