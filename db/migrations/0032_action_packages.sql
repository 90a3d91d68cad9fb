CREATE TABLE "action_package_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"price" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_action_packages" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "applies_to_packages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "action_package_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "action_package_name" text;--> statement-breakpoint
ALTER TABLE "action_package_parts" ADD CONSTRAINT "action_package_parts_package_id_action_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."action_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_package_parts" ADD CONSTRAINT "action_package_parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_action_packages" ADD CONSTRAINT "cart_action_packages_item_id_cart_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_action_packages" ADD CONSTRAINT "cart_action_packages_package_id_action_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."action_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "action_package_parts_unique_idx" ON "action_package_parts" USING btree ("package_id","product_id");--> statement-breakpoint
CREATE INDEX "action_package_parts_product_idx" ON "action_package_parts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cart_action_packages_package_idx" ON "cart_action_packages" USING btree ("package_id");