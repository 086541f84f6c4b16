CREATE TABLE "treasury_buyback_wallets" (
	"day" text NOT NULL,
	"wallet" text NOT NULL,
	"spent" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "treasury_buyback_wallets_day_wallet_pk" PRIMARY KEY("day","wallet")
);
--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "cost_basis" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "cost_basis" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "cost_basis" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill (docs/rules.md §5, decided 2026-11-27): an asset that predates the cost basis gets the lowest paid
-- pack price of its kind in WLO base units (packages/shared/src/game/packs.ts): a farmer the basic farmer pack's
-- WLO alternative (100 WLO), a hero the premium hero pack (500 WLO, the only paid hero pack), an item the same as
-- a hero (items come only from hero packs). A bound asset (from a free pack, or merged from one: merges are not
-- traced) gets 0 and stays bound.
UPDATE "farmers" SET "cost_basis" = CASE WHEN "bound" THEN 0 ELSE 100000000 END;--> statement-breakpoint
UPDATE "heroes" SET "cost_basis" = CASE WHEN "bound" THEN 0 ELSE 500000000 END;--> statement-breakpoint
UPDATE "items" SET "cost_basis" = CASE WHEN "bound" THEN 0 ELSE 500000000 END;--> statement-breakpoint
ALTER TABLE "farmers" DROP COLUMN "bound";--> statement-breakpoint
ALTER TABLE "heroes" DROP COLUMN "bound";--> statement-breakpoint
ALTER TABLE "items" DROP COLUMN "bound";
