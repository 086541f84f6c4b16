CREATE TABLE "treasury_buyback_days" (
	"day" text PRIMARY KEY NOT NULL,
	"opening_balance" bigint,
	"budget" bigint,
	"spent" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "bound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "bound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "bound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Assets already granted by free packs (paid nothing) are bound too; merges before this migration are not traced.
UPDATE "farmers" SET "bound" = true WHERE "id"::text IN (SELECT jsonb_array_elements_text("granted"->'farmers') FROM "packs" WHERE "paid_token" IS NULL AND "granted" IS NOT NULL);--> statement-breakpoint
UPDATE "heroes" SET "bound" = true WHERE "id"::text IN (SELECT jsonb_array_elements_text("granted"->'heroes') FROM "packs" WHERE "paid_token" IS NULL AND "granted" IS NOT NULL);--> statement-breakpoint
UPDATE "items" SET "bound" = true WHERE "id"::text IN (SELECT jsonb_array_elements_text("granted"->'items') FROM "packs" WHERE "paid_token" IS NULL AND "granted" IS NOT NULL);
