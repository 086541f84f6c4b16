CREATE TABLE "marketplace_open_counts" (
	"asset_type" text NOT NULL,
	"rarity" text NOT NULL,
	"name" text NOT NULL,
	"sub_type" text NOT NULL,
	"open" integer NOT NULL,
	CONSTRAINT "marketplace_open_counts_asset_type_rarity_name_sub_type_pk" PRIMARY KEY("asset_type","rarity","name","sub_type")
);
--> statement-breakpoint
CREATE TABLE "marketplace_open_sellers" (
	"seller" text PRIMARY KEY NOT NULL,
	"open" integer NOT NULL
);
--> statement-breakpoint
-- Kept by triggers (src/market/marketplace/tables.ts): a bulk insert is counted once per statement.
CREATE FUNCTION "marketplace_open_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "marketplace_open_counts" ("asset_type", "rarity", "name", "sub_type", "open")
  SELECT "asset_type", "rarity", "name", coalesce("sub_type", ''), count(*)::int
  FROM "inserted_listings" WHERE "status" IN ('active', 'pending')
  GROUP BY 1, 2, 3, 4
  ON CONFLICT ("asset_type", "rarity", "name", "sub_type")
  DO UPDATE SET "open" = "marketplace_open_counts"."open" + excluded."open";
  INSERT INTO "marketplace_open_sellers" ("seller", "open")
  SELECT "seller", count(*)::int FROM "inserted_listings" WHERE "status" IN ('active', 'pending')
  GROUP BY 1
  ON CONFLICT ("seller") DO UPDATE SET "open" = "marketplace_open_sellers"."open" + excluded."open";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "marketplace_open_counts_insert" AFTER INSERT ON "marketplace_listings"
  REFERENCING NEW TABLE AS "inserted_listings" FOR EACH STATEMENT
  EXECUTE FUNCTION "marketplace_open_counts_inserted"();
--> statement-breakpoint
-- A listing that closes (sold, cancelled), reopens or changes kind or seller moves the counts; views, likes and prices do not fire it.
CREATE FUNCTION "marketplace_open_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" IN ('active', 'pending') THEN
    UPDATE "marketplace_open_counts" SET "open" = "open" - 1
    WHERE "asset_type" = OLD."asset_type" AND "rarity" = OLD."rarity" AND "name" = OLD."name"
      AND "sub_type" = coalesce(OLD."sub_type", '');
    UPDATE "marketplace_open_sellers" SET "open" = "open" - 1 WHERE "seller" = OLD."seller";
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW."status" IN ('active', 'pending') THEN
      INSERT INTO "marketplace_open_counts" ("asset_type", "rarity", "name", "sub_type", "open")
      VALUES (NEW."asset_type", NEW."rarity", NEW."name", coalesce(NEW."sub_type", ''), 1)
      ON CONFLICT ("asset_type", "rarity", "name", "sub_type")
      DO UPDATE SET "open" = "marketplace_open_counts"."open" + 1;
      INSERT INTO "marketplace_open_sellers" ("seller", "open") VALUES (NEW."seller", 1)
      ON CONFLICT ("seller") DO UPDATE SET "open" = "marketplace_open_sellers"."open" + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "marketplace_open_counts_update" AFTER UPDATE ON "marketplace_listings" FOR EACH ROW
  WHEN (
    (OLD."status" IN ('active', 'pending')) IS DISTINCT FROM (NEW."status" IN ('active', 'pending'))
    OR OLD."asset_type" IS DISTINCT FROM NEW."asset_type" OR OLD."rarity" IS DISTINCT FROM NEW."rarity"
    OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."sub_type" IS DISTINCT FROM NEW."sub_type"
    OR OLD."seller" IS DISTINCT FROM NEW."seller"
  )
  EXECUTE FUNCTION "marketplace_open_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "marketplace_open_counts_delete" AFTER DELETE ON "marketplace_listings" FOR EACH ROW
  EXECUTE FUNCTION "marketplace_open_counts_changed"();
--> statement-breakpoint
INSERT INTO "marketplace_open_counts" ("asset_type", "rarity", "name", "sub_type", "open")
SELECT "asset_type", "rarity", "name", coalesce("sub_type", ''), count(*)::int
FROM "marketplace_listings" WHERE "status" IN ('active', 'pending')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "marketplace_open_sellers" ("seller", "open")
SELECT "seller", count(*)::int FROM "marketplace_listings" WHERE "status" IN ('active', 'pending')
GROUP BY 1;
