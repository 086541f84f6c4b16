CREATE TABLE "token_page_visit_totals" (
	"id" integer PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_page_visits" (
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "token_page_visits_visitor_id_day_pk" PRIMARY KEY("visitor_id","day")
);
