CREATE TABLE "catalog_cards" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"master_id" integer NOT NULL,
	"epoch" integer NOT NULL,
	"lang" text NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"card" json
);
--> statement-breakpoint
CREATE TABLE "catalog_cards_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"epoch" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_cards_master_idx" ON "catalog_cards" USING btree ("master_id");--> statement-breakpoint
CREATE INDEX "catalog_cards_stale_idx" ON "catalog_cards" USING btree ("product_id") WHERE stale;--> statement-breakpoint
-- Decision 025: the cards' read model follows the change log. Every row the catalogue's triggers
-- log marks what it touched stale; readers then read those cards live until the filler rebuilds
-- them. A product's change marks its model's cards (the colours and variant count show its
-- siblings) and those of models that give it as a gift; a new product gets a stale row, so the
-- filler finds it. A category or maker change may rename what any card shows: it moves the epoch.
INSERT INTO "catalog_cards_state" ("id", "epoch") VALUES (1, 1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_cards_mark_stale() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  model integer;
  recipient integer;
BEGIN
  -- A bulk load (the benchmark's large catalogue) marks nothing row by row: it moves the epoch once
  -- and the seed's fill stores every card (its plans, made while the new rows looked few, would
  -- scan the growing table for each row).
  IF current_setting('shop.catalog_bulk', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF NEW.kind IN ('type_categories', 'manufacturers', 'product_types') THEN
    UPDATE catalog_cards_state SET epoch = epoch + 1 WHERE id = 1;
  ELSIF NEW.kind IN ('products', 'store_stock') THEN
    SELECT master_product_id INTO model FROM products WHERE id = NEW.key;
    IF model IS NOT NULL THEN
      INSERT INTO catalog_cards (product_id, master_id, epoch, lang, stale) VALUES (NEW.key, model, 0, '', true)
        ON CONFLICT (product_id) DO UPDATE SET stale = true, master_id = EXCLUDED.master_id
        WHERE NOT catalog_cards.stale OR catalog_cards.master_id <> EXCLUDED.master_id;
      UPDATE catalog_cards SET stale = true WHERE master_id = model AND NOT stale;
    ELSE
      UPDATE catalog_cards SET stale = true WHERE product_id = NEW.key AND NOT stale;
    END IF;
    FOR recipient IN SELECT master_product_id FROM product_gifts WHERE gift_product_id = NEW.key LOOP
      UPDATE catalog_cards SET stale = true WHERE master_id = recipient AND NOT stale;
    END LOOP;
  ELSIF NEW.kind IN ('master_products', 'master_product_categories', 'product_reviews') THEN
    UPDATE catalog_cards SET stale = true WHERE master_id = NEW.key AND NOT stale;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalog_cards_stale AFTER INSERT ON catalog_changes
  FOR EACH ROW EXECUTE FUNCTION catalog_cards_mark_stale();--> statement-breakpoint
-- A deleted product's siblings lose a colour: its change also names its old model, as a move does.
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
      END)::int
    FROM catalog_version WHERE id = 1;
  -- An update that changed a product's model touches the old model too; so does a product's delete.
  IF (TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('products', 'master_product_categories')
      AND (to_jsonb(OLD) ->> 'master_product_id') IS DISTINCT FROM (r ->> 'master_product_id'))
     OR (TG_OP = 'DELETE' AND TG_TABLE_NAME = 'products') THEN
    INSERT INTO catalog_changes (v, kind, key)
      SELECT v, 'master_products', (to_jsonb(OLD) ->> 'master_product_id')::int FROM catalog_version WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
