CREATE TABLE "content_article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"perex" text NOT NULL,
	"body" text NOT NULL,
	"category_id" integer,
	"author" text NOT NULL,
	"image_id" integer,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_faq_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_landing_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_category_id_content_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_article_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_faq_items" ADD CONSTRAINT "content_faq_items_group_id_content_faq_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."content_faq_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_landing_components" ADD CONSTRAINT "content_landing_components_page_id_content_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_article_categories_slug_idx" ON "content_article_categories" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_articles_slug_idx" ON "content_articles" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "content_articles_published_idx" ON "content_articles" USING btree ("language","published_at");--> statement-breakpoint
CREATE INDEX "content_faq_items_group_idx" ON "content_faq_items" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "content_landing_components_page_idx" ON "content_landing_components" USING btree ("page_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "content_landing_pages_slug_idx" ON "content_landing_pages" USING btree ("language","slug");