CREATE TABLE "catalog_changes" (
	"v" bigint NOT NULL,
	"kind" text NOT NULL,
	"key" integer
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_v_idx" ON "catalog_changes" USING btree ("v");