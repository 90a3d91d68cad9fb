CREATE TABLE "product_accessories" (
	"master_product_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"accessory_master_product_id" integer NOT NULL,
	"tier" smallint NOT NULL,
	CONSTRAINT "product_accessories_master_product_id_rank_pk" PRIMARY KEY("master_product_id","rank")
);
--> statement-breakpoint
ALTER TABLE "product_accessories" ADD CONSTRAINT "product_accessories_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_accessories_accessory_idx" ON "product_accessories" USING btree ("accessory_master_product_id");--> statement-breakpoint
CREATE INDEX "products_compatible_idx" ON "products" USING btree ("master_product_id") WHERE "products"."attributes" ? 'compatible_models';