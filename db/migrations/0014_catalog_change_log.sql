-- Each catalogue version also says what it changed (table catalog_changes): an instance holding answers
-- of an older version updates or drops only what the rows since then touched, instead of everything.
-- The version trigger stays deferred to commit (see catalog_search); every changed row now also leaves
-- a row here under the version its transaction commits as. `key` is the product id (products,
-- store_stock) or the model id (master_products, their categories, reviews, offers); null means the
-- change may touch anything (category tree, makers, attribute definitions, banners, stores).
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
  -- An update that changed a product's model touches the old model too.
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('products', 'master_product_categories')
     AND (to_jsonb(OLD) ->> 'master_product_id') IS DISTINCT FROM (r ->> 'master_product_id') THEN
    INSERT INTO catalog_changes (v, kind, key)
      SELECT v, 'master_products', (to_jsonb(OLD) ->> 'master_product_id')::int FROM catalog_version WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
