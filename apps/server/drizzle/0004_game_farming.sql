-- Farming, heroes, items, weekly farming rewards (issue 8). Written by hand; drizzle-kit generates the same statements from the tables (meta/0004_snapshot.json covers 0003 and 0004).
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
--> statement-breakpoint
CREATE TABLE "farm_power_ranking" (
	"rank" integer PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"farmer_count" integer NOT NULL,
	"tenfold_power" bigint NOT NULL,
	"boost_percent" integer NOT NULL,
	"staked_amount" bigint NOT NULL,
	"lock_period_days" integer NOT NULL,
	"weight" bigint NOT NULL,
	"rarity" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_power_totals" (
	"id" integer PRIMARY KEY NOT NULL,
	"wallets" integer NOT NULL,
	"farmers" integer NOT NULL,
	"total_weight" bigint NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
