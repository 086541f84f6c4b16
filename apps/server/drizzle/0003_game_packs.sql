-- Packs, pack purchases and openings, free-pack claims, fee split records (issue 8). Written by hand; drizzle-kit generates the same statements from the tables (meta/0004_snapshot.json covers 0003 and 0004).
CREATE TABLE "pack_purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"pack_type_id" text NOT NULL,
	"token" text NOT NULL,
	"price" bigint NOT NULL,
	"voucher_id" uuid,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pack_purchases_voucher_held_idx" ON "pack_purchases" USING btree ("voucher_id") WHERE voucher_id IS NOT NULL AND status <> 'failed';
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"pack_type_id" text NOT NULL,
	"asset_type" text NOT NULL,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"rarity_chances" jsonb NOT NULL,
	"client_seed" text,
	"outcome" jsonb,
	"granted" jsonb,
	"paid_token" text,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"intent_id" uuid,
	"voucher_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	CONSTRAINT "packs_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE INDEX "packs_owner_status_idx" ON "packs" USING btree ("owner","status");
--> statement-breakpoint
CREATE TABLE "free_pack_claims" (
	"wallet" text NOT NULL,
	"pack_type_id" text NOT NULL,
	"utc_day" date NOT NULL,
	"pack_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_pack_claims_wallet_pack_type_id_utc_day_pk" PRIMARY KEY("wallet","pack_type_id","utc_day")
);
--> statement-breakpoint
CREATE TABLE "fee_splits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"wallet" text NOT NULL,
	"token" text NOT NULL,
	"total" bigint NOT NULL,
	"shares" jsonb NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_splits_source_idx" ON "fee_splits" USING btree ("source","source_id");
--> statement-breakpoint
CREATE INDEX "fee_splits_created_idx" ON "fee_splits" USING btree ("created_at");
