-- Farming, heroes, items, weekly farming rewards (issue 8). Hand-written while the game is built; regenerated with drizzle-kit when the issue closes.
CREATE TABLE "farming_distributions" (
	"week" text PRIMARY KEY NOT NULL,
	"pool_available" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"wallets" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "items_equipped_hero_idx" ON "items" USING btree ("equipped_hero_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_hero_slot_uq" ON "items" USING btree ("equipped_hero_id","equipped") WHERE "items"."equipped_hero_id" is not null;
--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "banked_yield" bigint DEFAULT 0 NOT NULL;
