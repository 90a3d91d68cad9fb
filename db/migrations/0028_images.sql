CREATE TABLE "image_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"file_name" text NOT NULL,
	"alt_cs" text DEFAULT '' NOT NULL,
	"alt_ro" text DEFAULT '' NOT NULL,
	"variant_widths" integer[] DEFAULT '{}' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_links" ADD CONSTRAINT "image_links_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "image_links_unique_idx" ON "image_links" USING btree ("entity_type","entity_id","colour","image_id");--> statement-breakpoint
CREATE INDEX "image_links_entity_idx" ON "image_links" USING btree ("entity_type","entity_id","colour","position");--> statement-breakpoint
CREATE INDEX "image_links_image_idx" ON "image_links" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "images_hash_idx" ON "images" USING btree ("hash");