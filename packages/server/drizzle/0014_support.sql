CREATE TABLE "contact_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_search_terms" (
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "booking_search_terms_booking_id_kind_term_pk" PRIMARY KEY("booking_id","kind","term")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "actor_kind" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_search_terms" ADD CONSTRAINT "booking_search_terms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_notes_booking_idx" ON "booking_notes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_search_terms_term_idx" ON "booking_search_terms" USING btree ("term","kind");;--> statement-breakpoint
-- Support's search terms, kept from the booking row by a trigger (every write path, erasure included):
-- reference and email lower-cased, phone as digits, name words and the full name lower-cased, registrations
-- upper-cased without spaces.
CREATE FUNCTION booking_search_terms_of(b "bookings") RETURNS TABLE(kind text, term text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'reference', lower(b.reference)
  UNION SELECT 'email', lower(b.email) WHERE b.email <> ''
  UNION SELECT 'phone', regexp_replace(b.details->>'phone', '[^0-9]', '', 'g')
    WHERE length(regexp_replace(coalesce(b.details->>'phone', ''), '[^0-9]', '', 'g')) >= 6
  UNION SELECT 'name', w FROM regexp_split_to_table(lower(coalesce(b.details->>'firstName', '') || ' ' || coalesce(b.details->>'lastName', '')), '\s+') AS w
    WHERE w <> ''
  UNION SELECT 'name', lower(trim(coalesce(b.details->>'firstName', '') || ' ' || coalesce(b.details->>'lastName', '')))
    WHERE trim(coalesce(b.details->>'firstName', '') || coalesce(b.details->>'lastName', '')) <> ''
  UNION SELECT 'registration', upper(regexp_replace(v->>'registration', '\s', '', 'g'))
    FROM jsonb_array_elements(coalesce(b.details->'vehicles', '[]'::jsonb)) AS v WHERE coalesce(v->>'registration', '') <> ''
$$;--> statement-breakpoint
CREATE FUNCTION booking_search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_search_terms" WHERE "booking_id" = NEW.id;
  INSERT INTO "booking_search_terms" ("booking_id", "kind", "term")
    SELECT NEW.id, t.kind, t.term FROM booking_search_terms_of(NEW) AS t ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_search_terms_insert AFTER INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION booking_search_terms_sync();--> statement-breakpoint
CREATE TRIGGER booking_search_terms_update AFTER UPDATE OF "details", "email", "reference" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION booking_search_terms_sync();--> statement-breakpoint
INSERT INTO "booking_search_terms" ("booking_id", "kind", "term")
  SELECT b.id, t.kind, t.term FROM "bookings" AS b, booking_search_terms_of(b) AS t ON CONFLICT DO NOTHING;
