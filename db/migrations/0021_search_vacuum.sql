-- The search walk reads search_postings (and the candidates' search_models rows) by index-only scans
-- in the static order, which needs the visibility map: on a table no vacuum has visited yet, the
-- planner reads a whole word's postings and sorts them instead (442 ms instead of 8 ms for
-- "xiaomi pro 64 128" at a million products). These tables are mostly inserted into, which by
-- default waits for 20 % of the table to change; vacuum them after 2 %.
ALTER TABLE search_postings SET (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE search_models SET (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.02);
