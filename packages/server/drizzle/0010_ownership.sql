-- Who owns what (issue 21): every car park belongs to its company's operator organisation and every
-- partner key to a partner organisation. This moves the rows a database already has; on a fresh
-- database the tables are empty here and the seed (db/seed/) inserts its rows with their owners.
-- Safe to run again: it inserts only missing organisations and fills only empty owners.

-- The companies running the sample car parks (db/seed/companies.ts holds the same table).
CREATE TEMPORARY TABLE "ownership_companies" ("provider_id" text PRIMARY KEY, "name" text NOT NULL, "slug" text NOT NULL);
--> statement-breakpoint
INSERT INTO "ownership_companies" VALUES
  ('luton-swift-meet-greet', 'Swift Meet & Greet', 'swift-meet-greet'),
  ('luton-park-and-fly', 'Park & Fly', 'park-fly'),
  ('luton-parkway-secure', 'Parkway Secure', 'parkway-secure'),
  ('bristol-valet-plus', 'Valet Plus', 'valet-plus'),
  ('bristol-lulsgate-park-ride', 'Lulsgate Park & Ride', 'lulsgate-park-ride'),
  ('stansted-premier-meet-greet', 'Premier Meet & Greet', 'premier-meet-greet'),
  ('stansted-essex-park-ride', 'Essex Park & Ride', 'essex-park-ride'),
  ('stansted-terminal-valet', 'Terminal Valet', 'terminal-valet');
--> statement-breakpoint
-- Any other car park (added by hand) is its own company, named after the car park.
INSERT INTO "ownership_companies"
  SELECT p."id", p."name", trim(both '-' from regexp_replace(lower(p."name"), '[^a-z0-9]+', '-', 'g'))
  FROM "providers" p
  WHERE p."organization_id" IS NULL AND p."id" NOT IN (SELECT "provider_id" FROM "ownership_companies");
--> statement-breakpoint
INSERT INTO "organizations" ("id", "name", "slug", "kind", "created_at")
  SELECT DISTINCT ON (c."slug") 'org-op-' || c."slug", c."name", c."slug", 'operator', now()
  FROM "ownership_companies" c JOIN "providers" p ON p."id" = c."provider_id"
  WHERE p."organization_id" IS NULL AND c."slug" <> ''
  ORDER BY c."slug", c."name"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Only where that organisation exists (a slug another organisation already took leaves the car park
-- unowned rather than failing the boot; the console's staff can assign it).
UPDATE "providers" p SET "organization_id" = o."id"
  FROM "ownership_companies" c, "organizations" o
  WHERE p."id" = c."provider_id" AND o."id" = 'org-op-' || c."slug" AND o."kind" = 'operator'
    AND p."organization_id" IS NULL;
--> statement-breakpoint
DROP TABLE "ownership_companies";
--> statement-breakpoint
-- Partner keys: one partner organisation per partner name. The demo key is left to the seed, which
-- gives it to the demo partner on a local or demo deployment and removes it from a live one.
INSERT INTO "organizations" ("id", "name", "slug", "kind", "created_at")
  SELECT DISTINCT ON (s."slug") 'org-pt-' || s."slug", s."name", s."slug", 'partner', now()
  FROM (
    SELECT "name", trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')) AS "slug"
    FROM "partners" WHERE "organization_id" IS NULL AND "key" <> 'pk_demo_local'
  ) s
  WHERE s."slug" <> ''
  ORDER BY s."slug", s."name"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "partners" pt SET "organization_id" = o."id"
  FROM "organizations" o
  WHERE o."id" = 'org-pt-' || trim(both '-' from regexp_replace(lower(pt."name"), '[^a-z0-9]+', '-', 'g'))
    AND o."kind" = 'partner' AND pt."organization_id" IS NULL AND pt."key" <> 'pk_demo_local';
