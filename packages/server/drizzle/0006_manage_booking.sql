CREATE TABLE "booking_amendments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"status" text NOT NULL,
	"stay" jsonb NOT NULL,
	"deltas" jsonb NOT NULL,
	"difference" integer NOT NULL,
	"session_id" text,
	"checkout_url" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"base_version" integer NOT NULL,
	CONSTRAINT "booking_amendments_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"seq" serial NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"amount" integer,
	"cause" text,
	"session_id" text,
	"refund_status" text,
	"refund_id" text,
	"email_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lookup_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"client" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_amendments_status_idx" ON "booking_amendments" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "lookup_failures_ref_idx" ON "lookup_failures" USING btree ("reference","at");--> statement-breakpoint
CREATE INDEX "lookup_failures_client_idx" ON "lookup_failures" USING btree ("client","at");