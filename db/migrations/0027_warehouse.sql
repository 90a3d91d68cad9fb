CREATE TABLE "staff_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"entity_type" text,
	"entity_id" integer,
	"assignee_id" integer,
	"due_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" integer,
	"filled_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "crates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"carrier" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_over_at" timestamp with time zone,
	"handed_over_by" integer,
	CONSTRAINT "handovers_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "order_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"depth_mm" integer NOT NULL,
	"weight_g" integer NOT NULL,
	"parcel_number" text,
	"handover_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_locations" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_from_store_id" integer;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_handed_over_by_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_handover_id_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."handovers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locations" ADD CONSTRAINT "product_locations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locations" ADD CONSTRAINT "product_locations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_tasks_open_idx" ON "staff_tasks" USING btree ("done_at","due_at");--> statement-breakpoint
CREATE INDEX "staff_tasks_assignee_idx" ON "staff_tasks" USING btree ("assignee_id","done_at");--> statement-breakpoint
CREATE INDEX "staff_tasks_entity_idx" ON "staff_tasks" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crates_order_idx" ON "crates" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "handovers_carrier_idx" ON "handovers" USING btree ("carrier","handed_over_at");--> statement-breakpoint
CREATE INDEX "order_packages_order_idx" ON "order_packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_packages_handover_idx" ON "order_packages" USING btree ("handover_id");--> statement-breakpoint
CREATE INDEX "product_locations_location_idx" ON "product_locations" USING btree ("location");