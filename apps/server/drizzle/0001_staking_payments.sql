CREATE TABLE "tx_intents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"token" text NOT NULL,
	"message_base64" text NOT NULL,
	"blockhash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"signature" text,
	"sent_at" timestamp with time zone,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"wallet" text NOT NULL,
	"amount" bigint NOT NULL,
	"source_pool" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text NOT NULL,
	"signature" text,
	"blockhash" text,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "discount_vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"pack_type" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"source_stake_id" uuid NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discount_vouchers_source_stake_id_unique" UNIQUE("source_stake_id")
);
--> statement-breakpoint
CREATE TABLE "stake_positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"pool_id" integer NOT NULL,
	"pool_name" text NOT NULL,
	"lock_period_days" integer NOT NULL,
	"apy_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"rewards_paid" bigint,
	"rewards_claimed_at" timestamp with time zone,
	"principal_claimed_at" timestamp with time zone,
	"signature" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staking_distributions" (
	"distribution_date" date PRIMARY KEY NOT NULL,
	"total_amount" bigint NOT NULL,
	"positions" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tx_intents_status_idx" ON "tx_intents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tx_intents_wallet_idx" ON "tx_intents" USING btree ("wallet");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "discount_vouchers_wallet_idx" ON "discount_vouchers" USING btree ("wallet");--> statement-breakpoint
CREATE INDEX "stake_positions_wallet_idx" ON "stake_positions" USING btree ("wallet");--> statement-breakpoint
CREATE INDEX "stake_positions_accruing_idx" ON "stake_positions" USING btree ("status","end_date");