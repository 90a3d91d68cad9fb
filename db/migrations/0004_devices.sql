CREATE TABLE "device_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"model_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"hex" text DEFAULT '#9ca3af' NOT NULL,
	"image_url" text,
	"image_alt" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_colors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "device_manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "device_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"release_year" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"for_buyout" boolean DEFAULT true NOT NULL,
	"for_service" boolean DEFAULT true NOT NULL,
	CONSTRAINT "device_models_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "device_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "device_colors" ADD CONSTRAINT "device_colors_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_type_id_device_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_manufacturer_id_device_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."device_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_colors_model_idx" ON "device_colors" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "device_models_type_maker_idx" ON "device_models" USING btree ("type_id","manufacturer_id");