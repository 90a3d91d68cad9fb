-- Issue 21, decision 019: the catalogue tables published to a read replica (docs/deploy.md) need a
-- row identity for their UPDATEs and DELETEs: PostgreSQL refuses those statements on a published
-- table without one. catalog_changes had none, so with the publication every 500th catalogue
-- version (the trigger's pruning DELETE) failed the staff member's save, and every later one too.
-- An identity column as its key; search_postings is identified by its unique index over all its
-- (non-null) columns, which the search triggers already keep.
ALTER TABLE "catalog_changes" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "catalog_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "search_postings" REPLICA IDENTITY USING INDEX "search_postings_walk_idx";
