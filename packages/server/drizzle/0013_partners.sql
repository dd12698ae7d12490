CREATE TABLE "partner_accounts" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"commission_bps" integer DEFAULT 800 NOT NULL,
	"website" text,
	"live_requested_at" timestamp with time zone,
	"live_approved_at" timestamp with time zone,
	"live_approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_api_keys_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "partner_funnel" (
	"day" date NOT NULL,
	"key_id" text NOT NULL,
	"origin" text NOT NULL,
	"step" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_funnel_day_key_id_origin_step_pk" PRIMARY KEY("day","key_id","origin","step")
);
--> statement-breakpoint
CREATE TABLE "partner_refusals" (
	"key_id" text NOT NULL,
	"origin" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_refusals_key_id_origin_pk" PRIMARY KEY("key_id","origin")
);
--> statement-breakpoint
CREATE TABLE "partner_statement_items" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"statement_id" text NOT NULL,
	"amount_pence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"month" text NOT NULL,
	"total_pence" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"paid_by" text NOT NULL
);
--> statement-breakpoint
-- Widget keys get a stable id (bookings reference it, so a rotated key keeps its bookings).
ALTER TABLE "partners" DROP CONSTRAINT "partners_pkey";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_key_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_org_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_origin" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_bps" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "id" text;--> statement-breakpoint
UPDATE "partners" SET "id" = 'wk_' || substr(md5("key"), 1, 24);--> statement-breakpoint
ALTER TABLE "partners" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "previous_key" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "previous_key_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD CONSTRAINT "partner_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_items" ADD CONSTRAINT "partner_statement_items_statement_id_partner_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."partner_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statements" ADD CONSTRAINT "partner_statements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_api_keys_org_idx" ON "partner_api_keys" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "partner_statements_org_month_idx" ON "partner_statements" USING btree ("organization_id","month");--> statement-breakpoint
CREATE INDEX "bookings_partner_org_created_idx" ON "bookings" USING btree ("partner_org_id","created_at");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_key_unique" UNIQUE("key");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_previous_key_unique" UNIQUE("previous_key");;--> statement-breakpoint
-- Existing partner bookings keep their attribution by key id; existing partners were live, at the default rate.
UPDATE "bookings" AS b SET "partner_key_id" = p."id", "partner_org_id" = p."organization_id", "commission_bps" = 800
  FROM "partners" AS p WHERE p."key" = b."partner_key";--> statement-breakpoint
INSERT INTO "partner_accounts" ("organization_id", "live_approved_at", "created_at")
  SELECT "id", now(), now() FROM "organizations" WHERE "kind" = 'partner' ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "partner_key";
