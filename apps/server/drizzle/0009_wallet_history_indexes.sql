DROP INDEX "transactions_wallet_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_wallet_created_id_idx" ON "transactions" USING btree ("wallet","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_wallet_category_created_idx" ON "transactions" USING btree ("wallet","category","created_at","id");