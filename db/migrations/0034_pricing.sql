CREATE TABLE "price_list_prices" (
	"price_list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "price_list_prices_price_list_id_product_id_pk" PRIMARY KEY("price_list_id","product_id"),
	CONSTRAINT "price_list_prices_price_check" CHECK ("price_list_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"market" text NOT NULL,
	"customer_group" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_market_check" CHECK ("price_lists"."market" in ('cz', 'ro')),
	CONSTRAINT "price_lists_group_check" CHECK ("price_lists"."customer_group" in ('registered', 'business', 'shop')),
	CONSTRAINT "price_lists_validity_check" CHECK ("price_lists"."valid_from" is null or "price_lists"."valid_to" is null or "price_lists"."valid_to" > "price_lists"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_prices_product_idx" ON "price_list_prices" USING btree ("product_id","price");--> statement-breakpoint
-- The staff product page sums a model's sales over 90 days from its variants' order lines (pricing/product-activity.queries.ts).
CREATE INDEX IF NOT EXISTS "order_items_product_sales_idx" ON "order_items" USING btree ("product_id","order_id");
