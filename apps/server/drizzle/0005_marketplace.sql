CREATE TABLE "farming_credits" (
	"wallet" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_likes" (
	"listing_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_likes_listing_id_wallet_pk" PRIMARY KEY("listing_id","wallet")
);
--> statement-breakpoint
CREATE TABLE "marketplace_listings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller" text NOT NULL,
	"asset_type" text NOT NULL,
	"asset_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rarity" text NOT NULL,
	"sub_type" text,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"level" integer NOT NULL,
	"yield_per_hour" bigint,
	"power" integer,
	"price" bigint NOT NULL,
	"status" text NOT NULL,
	"pending_purchase_id" uuid,
	"buyer" text,
	"sale_signature" text,
	"listed_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer" text NOT NULL,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_views" (
	"listing_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_views_listing_id_viewer_pk" PRIMARY KEY("listing_id","viewer")
);
--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_listings_open_asset_uq" ON "marketplace_listings" USING btree ("asset_type","asset_id") WHERE status in ('active', 'pending');--> statement-breakpoint
CREATE INDEX "marketplace_listings_open_listed_idx" ON "marketplace_listings" USING btree ("listed_at","id") WHERE status in ('active', 'pending');--> statement-breakpoint
CREATE INDEX "marketplace_listings_open_price_idx" ON "marketplace_listings" USING btree ("price","id") WHERE status in ('active', 'pending');--> statement-breakpoint
CREATE INDEX "marketplace_listings_open_rarity_listed_idx" ON "marketplace_listings" USING btree ("rarity","listed_at") WHERE status in ('active', 'pending');--> statement-breakpoint
CREATE INDEX "marketplace_listings_open_rarity_price_idx" ON "marketplace_listings" USING btree ("rarity","price") WHERE status in ('active', 'pending');--> statement-breakpoint
CREATE INDEX "marketplace_listings_seller_idx" ON "marketplace_listings" USING btree ("seller","status");--> statement-breakpoint
CREATE INDEX "marketplace_listings_sold_idx" ON "marketplace_listings" USING btree ("closed_at") WHERE status = 'sold';--> statement-breakpoint
CREATE INDEX "marketplace_purchases_listing_buyer_idx" ON "marketplace_purchases" USING btree ("listing_id","buyer","created_at");