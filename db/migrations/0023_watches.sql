CREATE TABLE "product_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price_below" integer,
	"store_id" integer,
	"user_id" integer,
	"email_lookup" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"fired_at" timestamp with time zone,
	"fired_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_watches_kind_check" CHECK (("product_watches"."kind" = 'price' and "product_watches"."price_below" > 0 and "product_watches"."store_id" is null) or ("product_watches"."kind" = 'stock' and "product_watches"."price_below" is null))
);
--> statement-breakpoint
ALTER TABLE "product_watches" ADD CONSTRAINT "product_watches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_watches" ADD CONSTRAINT "product_watches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_watches" ADD CONSTRAINT "product_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_watches_waiting_idx" ON "product_watches" USING btree ("product_id") WHERE "product_watches"."fired_at" is null and "product_watches"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "product_watches_user_idx" ON "product_watches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_watches_email_idx" ON "product_watches" USING btree ("email_lookup");