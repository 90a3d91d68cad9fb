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
-- An answer shows its model, the other models of its meta-master and its accessories' models
-- (`models`): a change of any marks it stale, and a gift's change marks the answers showing a model
-- it is given with (its name is on their pages and cards). A model's own change also marks the
-- answers of the meta-master it belongs to now, which do not list it yet when it has just joined;
-- a store's change marks the answers of the products it has in stock. A new product gets a stale
-- row, so the filler finds it. What any answer may show without a key (a category, maker,
-- attribute, a type-wide offer) moves the epoch.
CREATE OR REPLACE FUNCTION catalog_docs_mark_stale() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  model integer;
  recipient integer;
BEGIN
  -- Banners are not on a product page; a meta-master's own row (its name) is on none: who belongs
  -- to it is logged as the models' change.
  IF current_setting('shop.catalog_bulk', true) = 'on' OR NEW.kind IN ('catalog_banners', 'meta_masters') THEN
    RETURN NULL;
  END IF;
  IF NEW.kind = 'stores' AND NEW.key IS NOT NULL THEN
    UPDATE catalog_product_docs d SET stale = true FROM store_stock ss
      WHERE ss.store_id = NEW.key AND ss.quantity > 0 AND d.product_id = ss.product_id AND NOT d.stale;
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
    -- A gift shows by name and price on its recipients' pages, and on the cards of every page that
    -- recommends a recipient: the answers whose models hold a recipient.
    FOR recipient IN SELECT master_product_id FROM product_gifts WHERE gift_product_id = NEW.key LOOP
      UPDATE catalog_product_docs SET stale = true WHERE models @> ARRAY[recipient] AND NOT stale;
    END LOOP;
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
--> statement-breakpoint
-- The change log names what the answers need: a store's change names the store (the answers of
-- the products it has in stock are marked, not the epoch moved: an edit of a store's hours would
-- rebuild every answer), and an offer or a review moved to another model names the old model too
-- (a type-wide offer's old key is null: every answer may have shown it). The other readers of the
-- log treat these as before: the list index skips a store's change, the catalogue cache empties
-- on it (a kind it does not key). PL/pgSQL replaces a function whole, hence the copy of 0041's.
CREATE OR REPLACE FUNCTION catalog_bump_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  r jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  new_v bigint;
BEGIN
  UPDATE catalog_version SET v = v + 1, tx = txid_current() WHERE id = 1 AND tx IS DISTINCT FROM txid_current()
    RETURNING v INTO new_v;
  IF new_v IS NOT NULL AND new_v % 500 = 0 THEN
    DELETE FROM catalog_changes WHERE v < new_v - 5000;
  END IF;
  INSERT INTO catalog_changes (v, kind, key)
    SELECT v, TG_TABLE_NAME, (CASE TG_TABLE_NAME
      WHEN 'products' THEN r ->> 'id'
      WHEN 'store_stock' THEN r ->> 'product_id'
      WHEN 'master_products' THEN r ->> 'id'
      WHEN 'master_product_categories' THEN r ->> 'master_product_id'
      WHEN 'product_reviews' THEN r ->> 'master_product_id'
      WHEN 'special_offers' THEN r ->> 'master_product_id'
      WHEN 'stores' THEN r ->> 'id'
      END)::int
    FROM catalog_version WHERE id = 1;
  -- An update that changed a row's model touches the old model too; so does a product's delete. An
  -- offer that was its type's (no model) is logged without a key: any answer may have shown it.
  IF (TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('products', 'master_product_categories', 'special_offers', 'product_reviews')
      AND (to_jsonb(OLD) ->> 'master_product_id') IS DISTINCT FROM (r ->> 'master_product_id'))
     OR (TG_OP = 'DELETE' AND TG_TABLE_NAME = 'products') THEN
    INSERT INTO catalog_changes (v, kind, key)
      SELECT v, 'master_products', (to_jsonb(OLD) ->> 'master_product_id')::int FROM catalog_version WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
