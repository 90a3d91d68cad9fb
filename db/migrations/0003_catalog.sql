CREATE TABLE "meta_masters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"group_id" integer,
	"unit" text,
	"value_type" text DEFAULT 'text' NOT NULL,
	"filterable" boolean DEFAULT false NOT NULL,
	"comparable" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_definitions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "attribute_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "last_visited" (
	"owner" text NOT NULL,
	"product_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "last_visited_owner_product_id_pk" PRIMARY KEY("owner","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"link_url" text NOT NULL,
	"color" text DEFAULT '#1d4ed8' NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_redirects" (
	"kind" text NOT NULL,
	"old_slug" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_redirects_kind_old_slug_pk" PRIMARY KEY("kind","old_slug")
);
--> statement-breakpoint
CREATE TABLE "special_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"master_product_id" integer,
	"product_type_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"v" bigint DEFAULT 1 NOT NULL,
	"tx" bigint
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"freq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_product_id" integer NOT NULL,
	"user_id" integer,
	"rating" smallint NOT NULL,
	"pros" text DEFAULT '' NOT NULL,
	"cons" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"full_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "meta_master_id" integer;--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "badges" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "recommended_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_leased" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expected_stock_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stores_in_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "restocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_boost" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "type_categories" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "type_categories" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "type_categories" ADD COLUMN "seo_text" text;--> statement-breakpoint
ALTER TABLE "attribute_definitions" ADD CONSTRAINT "attribute_definitions_group_id_attribute_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_visited" ADD CONSTRAINT "last_visited_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_definitions_group_idx" ON "attribute_definitions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "last_visited_owner_idx" ON "last_visited" USING btree ("owner","visited_at");--> statement-breakpoint
CREATE INDEX "special_offers_master_idx" ON "special_offers" USING btree ("master_product_id");--> statement-breakpoint
CREATE INDEX "special_offers_type_idx" ON "special_offers" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "product_reviews_master_idx" ON "product_reviews" USING btree ("master_product_id","status");--> statement-breakpoint
CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_meta_master_id_meta_masters_id_fk" FOREIGN KEY ("meta_master_id") REFERENCES "public"."meta_masters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "master_products_meta_idx" ON "master_products" USING btree ("meta_master_id");