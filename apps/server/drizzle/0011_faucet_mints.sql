CREATE TABLE "faucet_mints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"signature" text NOT NULL,
	"blockhash" text NOT NULL,
	"history_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "faucet_mints_signature_unique" UNIQUE("signature")
);
--> statement-breakpoint
CREATE INDEX "faucet_mints_status_idx" ON "faucet_mints" USING btree ("status");