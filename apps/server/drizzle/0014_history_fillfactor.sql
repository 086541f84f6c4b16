-- A payout's history row is written pending and completed (status, signature) when it lands:
-- half of each new page is left free so that completion is a heap-only update, with no new
-- entry in the table's three indexes (docs/architecture.md, section 8.2).
ALTER TABLE "transactions" SET (fillfactor = 50);
