CREATE SEQUENCE "public"."service_order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "service_operation_prices" (
	"operation_id" integer NOT NULL,
	"market" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "service_operation_prices_operation_id_market_pk" PRIMARY KEY("operation_id","market")
);
--> statement-breakpoint
CREATE TABLE "service_operation_stores" (
	"operation_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "service_operation_stores_operation_id_store_id_pk" PRIMARY KEY("operation_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "service_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"color_id" integer,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"while_you_wait" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_order_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_order_id" integer NOT NULL,
	"operation_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_order_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"user_id" integer,
	"model_id" integer,
	"color_id" integer,
	"device_label" text NOT NULL,
	"imei" text DEFAULT '' NOT NULL,
	"fault" text NOT NULL,
	"handover" text NOT NULL,
	"store_id" integer,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"email_lookup" text NOT NULL,
	"phone" text NOT NULL,
	"pickup_address" text,
	"order_id" integer,
	"order_item_id" integer,
	"estimated_price" integer NOT NULL,
	"agreed_price" integer NOT NULL,
	"estimated_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "service_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "service_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_order_id" integer NOT NULL,
	"previous_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_search" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"words" text[] NOT NULL,
	"release_year" integer
);
--> statement-breakpoint
CREATE TABLE "service_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_operation_prices" ADD CONSTRAINT "service_operation_prices_operation_id_service_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."service_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_operation_stores" ADD CONSTRAINT "service_operation_stores_operation_id_service_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."service_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_operation_stores" ADD CONSTRAINT "service_operation_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_operations" ADD CONSTRAINT "service_operations_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_operations" ADD CONSTRAINT "service_operations_color_id_device_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."device_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_events" ADD CONSTRAINT "service_order_events_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_events" ADD CONSTRAINT "service_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_items" ADD CONSTRAINT "service_order_items_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_items" ADD CONSTRAINT "service_order_items_operation_id_service_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."service_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_parts" ADD CONSTRAINT "service_order_parts_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_parts" ADD CONSTRAINT "service_order_parts_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_color_id_device_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."device_colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_price_changes" ADD CONSTRAINT "service_price_changes_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_price_changes" ADD CONSTRAINT "service_price_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_search" ADD CONSTRAINT "service_search_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_operation_stores_store_idx" ON "service_operation_stores" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "service_operations_model_idx" ON "service_operations" USING btree ("model_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "service_operations_code_idx" ON "service_operations" USING btree ("model_id","code",coalesce("color_id", 0));--> statement-breakpoint
CREATE INDEX "service_order_events_order_idx" ON "service_order_events" USING btree ("service_order_id","created_at");--> statement-breakpoint
CREATE INDEX "service_order_items_order_idx" ON "service_order_items" USING btree ("service_order_id");--> statement-breakpoint
CREATE INDEX "service_order_parts_order_idx" ON "service_order_parts" USING btree ("service_order_id");--> statement-breakpoint
CREATE INDEX "service_orders_status_created_idx" ON "service_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_orders_created_idx" ON "service_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_orders_kind_created_idx" ON "service_orders" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "service_orders_email_idx" ON "service_orders" USING btree ("email_lookup");--> statement-breakpoint
CREATE INDEX "service_orders_order_idx" ON "service_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "service_orders_user_idx" ON "service_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_price_changes_order_idx" ON "service_price_changes" USING btree ("service_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_price_changes_pending_idx" ON "service_price_changes" USING btree ("service_order_id") WHERE "service_price_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "service_search_words_idx" ON "service_search" USING gin ("words");--> statement-breakpoint
CREATE INDEX "service_search_words_trgm_idx" ON "service_search_words" USING gist ("word" gist_trgm_ops);