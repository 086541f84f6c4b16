ALTER TABLE "tx_intents" ADD COLUMN "legs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "history_id" uuid;--> statement-breakpoint
CREATE INDEX "payouts_pool_status_idx" ON "payouts" USING btree ("source_pool","status");