CREATE TABLE "audit_mismatches" (
	"source" text NOT NULL,
	"id" text NOT NULL,
	"signature" text,
	"chain_state" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_mismatches_source_id_pk" PRIMARY KEY("source","id")
);
