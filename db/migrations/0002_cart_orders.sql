CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text DEFAULT 'product' NOT NULL,
	"product_id" integer,
	"service_offer_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"chosen_price" integer,
	"installment_id" text,
	"installment_arrange_type" text,
	"buyout_product" text,
	"buyout_quote_id" text,
	"buyout_bonus_percent" integer,
	"buyout_bonus_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"delivery_code" text,
	"store_id" integer,
	"dispensing_point_id" text,
	"timeslot" text,
	"payment_code" text,
	"payment_company" text,
	"installment" jsonb,
	"card_number" text,
	"card_holder" text,
	"twisto" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lease_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"master_product_id" integer NOT NULL,
	"months" integer NOT NULL,
	"monthly_price" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_gifts" (
	"master_product_id" integer NOT NULL,
	"gift_product_id" integer NOT NULL,
	CONSTRAINT "product_gifts_master_product_id_gift_product_id_pk" PRIMARY KEY("master_product_id","gift_product_id")
);
--> statement-breakpoint
CREATE TABLE "service_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"months" integer NOT NULL,
	"price" integer NOT NULL,
	"min_device_price" integer DEFAULT 0 NOT NULL,
	"max_device_price" integer DEFAULT 2000000000 NOT NULL,
	"product_type_codes" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_discounts" (
	"cart_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	"code_id" integer,
	CONSTRAINT "cart_discounts_cart_id_discount_id_pk" PRIMARY KEY("cart_id","discount_id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_id" integer NOT NULL,
	"code" text NOT NULL,
	"single_use" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"marketing_name" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"is_discount_per_piece" boolean DEFAULT false NOT NULL,
	"minimal_discount_numerical" integer DEFAULT 0 NOT NULL,
	"minimal_discount_sets" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_combinable" boolean DEFAULT true NOT NULL,
	"is_automatic_assignment" boolean DEFAULT false NOT NULL,
	"internal_note" text DEFAULT '' NOT NULL,
	"discount_detail_url" text DEFAULT '' NOT NULL,
	"cumulative_bonus" boolean DEFAULT false NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"card_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"parent_item_id" integer,
	"kind" text NOT NULL,
	"product_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"final_price" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"reserved_store_id" integer,
	"picking_status" text DEFAULT 'waiting' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"token" text NOT NULL,
	"access_key" text NOT NULL,
	"user_id" integer,
	"cart_id" integer,
	"language" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_type" text NOT NULL,
	"payment_company" text,
	"delivery_code" text NOT NULL,
	"delivery_name" text NOT NULL,
	"store_id" integer,
	"dispensing_point_id" text,
	"timeslot" text,
	"delivery_number" text,
	"delivery_status" text DEFAULT 'waiting' NOT NULL,
	"delivered_at" timestamp with time zone,
	"email" text NOT NULL,
	"email_lookup" text NOT NULL,
	"billing" text NOT NULL,
	"delivery_address" text,
	"info" text NOT NULL,
	"currency" text NOT NULL,
	"items_total" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"delivery_price" integer NOT NULL,
	"payment_fee" integer NOT NULL,
	"total" integer NOT NULL,
	"vat_total" integer NOT NULL,
	"installment" jsonb,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invoice_status" text DEFAULT 'not_created' NOT NULL,
	"invoice_number" text,
	"invoice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_ids" integer[] NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"bank_account" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"gateway_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_gateway_id_unique" UNIQUE("gateway_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"state" text DEFAULT 'CREATED' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gifts" ADD CONSTRAINT "product_gifts_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gifts" ADD CONSTRAINT "product_gifts_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_items_parent_idx" ON "cart_items" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_open_idx" ON "carts" USING btree ("user_id") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "service_offers_code_idx" ON "service_offers" USING btree ("kind","code","min_device_price");--> statement-breakpoint
CREATE INDEX "discount_codes_discount_idx" ON "discount_codes" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email_lookup");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");