CREATE TABLE "catalog_product_docs" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"seo_name" text NOT NULL,
	"master_id" integer NOT NULL,
	"meta_master_id" integer,
	"models" integer[] NOT NULL,
	"market" text NOT NULL,
	"epoch" integer NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"fresh_until" timestamp with time zone,
	"tags" json,
	"body" text
);
--> statement-breakpoint
ALTER TABLE "catalog_cards_state" ADD COLUMN "docs_epoch" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_product_docs_seo_idx" ON "catalog_product_docs" USING btree ("seo_name");--> statement-breakpoint
CREATE INDEX "catalog_product_docs_models_idx" ON "catalog_product_docs" USING gin ("models");--> statement-breakpoint
CREATE INDEX "catalog_product_docs_meta_idx" ON "catalog_product_docs" USING btree ("meta_master_id");--> statement-breakpoint
CREATE INDEX "catalog_product_docs_stale_idx" ON "catalog_product_docs" USING btree ("product_id") WHERE stale;--> statement-breakpoint
CREATE INDEX "catalog_product_docs_until_idx" ON "catalog_product_docs" USING btree ("fresh_until") WHERE fresh_until is not null;--> statement-breakpoint
-- Decision 026: the product answers' read model follows the change log as the cards' does (0041).
-- An answer shows its model, the other models of its meta-master, its accessories' models and its
-- gifts' models (`models`): a change of any marks it stale. A model's own change also marks the
-- answers of the meta-master it belongs to now, which do not list it yet when it has just joined.
-- A new product gets a stale row, so the filler finds it. What any answer may show without a key
-- (a category, maker, type, attribute, store, a type-wide offer) moves the epoch; banners are not
-- on a product page.
CREATE OR REPLACE FUNCTION catalog_docs_mark_stale() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  model integer;
BEGIN
  IF current_setting('shop.catalog_bulk', true) = 'on' OR NEW.kind = 'catalog_banners' THEN
    RETURN NULL;
  END IF;
  IF NEW.key IS NULL OR NEW.kind NOT IN ('products', 'store_stock', 'master_products',
      'master_product_categories', 'product_reviews', 'special_offers') THEN
    UPDATE catalog_cards_state SET docs_epoch = docs_epoch + 1 WHERE id = 1;
    RETURN NULL;
  END IF;
  IF NEW.kind IN ('products', 'store_stock') THEN
    SELECT master_product_id INTO model FROM products WHERE id = NEW.key;
    IF model IS NULL THEN
      UPDATE catalog_product_docs SET stale = true WHERE product_id = NEW.key AND NOT stale;
      RETURN NULL;
    END IF;
    INSERT INTO catalog_product_docs (product_id, seo_name, master_id, models, market, epoch, stale)
      VALUES (NEW.key, '', model, ARRAY[model], '', 0, true)
      ON CONFLICT (product_id) DO UPDATE SET stale = true WHERE NOT catalog_product_docs.stale;
  ELSE
    model := NEW.key;
  END IF;
  UPDATE catalog_product_docs SET stale = true WHERE models @> ARRAY[model] AND NOT stale;
  IF NEW.kind = 'master_products' THEN
    UPDATE catalog_product_docs SET stale = true
      WHERE meta_master_id = (SELECT meta_master_id FROM master_products WHERE id = model) AND NOT stale;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalog_docs_stale AFTER INSERT ON catalog_changes
  FOR EACH ROW EXECUTE FUNCTION catalog_docs_mark_stale();
