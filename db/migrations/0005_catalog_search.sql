-- Catalogue search and derived columns, kept by the database so every writer (seeds, staff screens,
-- checkout's stock changes, other modules) keeps them right without calling the catalogue.

-- A product's search document: its name (A), maker and model name (B), category names (C); lower case
-- without diacritics, 'simple' configuration (no stemming: stock PostgreSQL has no Czech or Romanian one).
CREATE OR REPLACE FUNCTION catalog_search_vector(p_name text, p_master integer) RETURNS tsvector
  LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', immutable_unaccent(lower(p_name))), 'A')
    || setweight(to_tsvector('simple', immutable_unaccent(lower(coalesce(mf.name, '') || ' ' || coalesce(mp.name, '')))), 'B')
    || setweight(to_tsvector('simple', immutable_unaccent(lower(coalesce((
         SELECT string_agg(c.name, ' ') FROM master_product_categories x
         JOIN type_categories c ON c.id = x.type_category_id WHERE x.master_product_id = p_master), '')))), 'C')
  FROM (SELECT 1) one
  LEFT JOIN master_products mp ON mp.id = p_master
  LEFT JOIN manufacturers mf ON mf.id = mp.manufacturer_id
$$;
--> statement-breakpoint
-- The highest boost of the model's categories (spec §3 meilisearch_boost, default 1).
CREATE OR REPLACE FUNCTION catalog_search_boost(p_master integer) RETURNS real
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(max(c.meilisearch_boost)::real, 1) FROM master_product_categories x
  JOIN type_categories c ON c.id = x.type_category_id WHERE x.master_product_id = p_master
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_refresh_search(p_masters integer[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE products p SET search_vector = catalog_search_vector(p.name, p.master_product_id),
    search_boost = catalog_search_boost(p.master_product_id)
  WHERE p.master_product_id = ANY (p_masters)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_search_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := catalog_search_vector(NEW.name, NEW.master_product_id);
  NEW.search_boost := catalog_search_boost(NEW.master_product_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_row BEFORE INSERT OR UPDATE OF name, master_product_id ON products
  FOR EACH ROW EXECUTE FUNCTION catalog_products_search_row();
--> statement-breakpoint
-- Category assignment, category renames and boosts, model and maker renames refresh the affected
-- products once per statement (transition tables), so bulk changes stay set-based.
CREATE OR REPLACE FUNCTION catalog_mpc_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalog_refresh_search(ARRAY(SELECT DISTINCT master_product_id FROM old_rows));
  ELSE
    PERFORM catalog_refresh_search(ARRAY(SELECT DISTINCT master_product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mpc_search_insert AFTER INSERT ON master_product_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_mpc_changed();
--> statement-breakpoint
CREATE TRIGGER mpc_search_delete AFTER DELETE ON master_product_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_mpc_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_categories_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_search(ARRAY(
    SELECT DISTINCT x.master_product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN master_product_categories x ON x.type_category_id = n.id
    WHERE n.name IS DISTINCT FROM o.name OR n.meilisearch_boost IS DISTINCT FROM o.meilisearch_boost));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER type_categories_search AFTER UPDATE ON type_categories
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_categories_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_masters_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_search(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name OR n.manufacturer_id IS DISTINCT FROM o.manufacturer_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER master_products_search AFTER UPDATE ON master_products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_masters_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_manufacturers_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_search(ARRAY(
    SELECT mp.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN master_products mp ON mp.manufacturer_id = n.id
    WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER manufacturers_search AFTER UPDATE ON manufacturers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_manufacturers_changed();
--> statement-breakpoint
-- How many stores hold a product, so lists and facets read a column instead of aggregating store_stock.
-- One trigger per event: PostgreSQL allows transition tables only on single-event triggers.
CREATE OR REPLACE FUNCTION catalog_store_stock_written() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET stores_in_stock = (SELECT count(*) FROM store_stock s WHERE s.product_id = p.id AND s.quantity > 0)
  WHERE p.id IN (SELECT DISTINCT product_id FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_store_stock_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET stores_in_stock = (SELECT count(*) FROM store_stock s WHERE s.product_id = p.id AND s.quantity > 0)
  WHERE p.id IN (SELECT DISTINCT product_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_stock_insert AFTER INSERT ON store_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_store_stock_written();
--> statement-breakpoint
CREATE TRIGGER store_stock_update AFTER UPDATE ON store_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_store_stock_written();
--> statement-breakpoint
CREATE TRIGGER store_stock_delete AFTER DELETE ON store_stock
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_store_stock_deleted();
--> statement-breakpoint
-- "Newly stocked": the moment a product goes from nowhere in stock to somewhere.
CREATE OR REPLACE FUNCTION catalog_products_restocked() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.warehouse_stock <= 0 AND OLD.stores_in_stock <= 0 AND (NEW.warehouse_stock > 0 OR NEW.stores_in_stock > 0) THEN
    NEW.restocked_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_restocked BEFORE UPDATE OF warehouse_stock, stores_in_stock ON products
  FOR EACH ROW EXECUTE FUNCTION catalog_products_restocked();
--> statement-breakpoint
-- The catalogue version: any committed change a catalogue answer depends on makes it grow, and cached
-- answers are keyed by it. Deferred to commit so the version row is the last lock a writer takes
-- (no deadlocks with checkout's row locks) and a reader never sees a version before its data.
INSERT INTO catalog_version (id, v) VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_bump_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET v = v + 1, tx = txid_current() WHERE id = 1 AND tx IS DISTINCT FROM txid_current();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_products AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_store_stock AFTER INSERT OR UPDATE OR DELETE ON store_stock
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_master_products AFTER INSERT OR UPDATE OR DELETE ON master_products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_mpc AFTER INSERT OR UPDATE OR DELETE ON master_product_categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_type_categories AFTER INSERT OR UPDATE OR DELETE ON type_categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_manufacturers AFTER INSERT OR UPDATE OR DELETE ON manufacturers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_attribute_definitions AFTER INSERT OR UPDATE OR DELETE ON attribute_definitions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_attribute_groups AFTER INSERT OR UPDATE OR DELETE ON attribute_groups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_meta_masters AFTER INSERT OR UPDATE OR DELETE ON meta_masters
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_special_offers AFTER INSERT OR UPDATE OR DELETE ON special_offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_banners AFTER INSERT OR UPDATE OR DELETE ON catalog_banners
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_reviews AFTER INSERT OR UPDATE OR DELETE ON product_reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_stores AFTER INSERT OR UPDATE OR DELETE ON stores
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
-- The typo dictionary: every word of the search vectors. Rebuilt by the search service when the
-- catalogue changed (at most once a minute), read by nearest-trigram lookup (GiST).
CREATE OR REPLACE FUNCTION catalog_refresh_search_terms() RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM search_terms;
  INSERT INTO search_terms (term, freq)
    SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM products WHERE is_active AND search_vector IS NOT NULL')
    WHERE length(word) >= 2;
$$;
--> statement-breakpoint
UPDATE products SET search_vector = catalog_search_vector(name, master_product_id), search_boost = catalog_search_boost(master_product_id);
--> statement-breakpoint
UPDATE products p SET stores_in_stock = (SELECT count(*) FROM store_stock s WHERE s.product_id = p.id AND s.quantity > 0);
--> statement-breakpoint
SELECT catalog_refresh_search_terms();
--> statement-breakpoint
CREATE INDEX products_search_idx ON products USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX products_name_trgm_idx ON products USING gin (immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX search_terms_trgm_idx ON search_terms USING gist (term gist_trgm_ops);
--> statement-breakpoint
CREATE INDEX type_categories_name_trgm_idx ON type_categories USING gin (immutable_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX products_restocked_idx ON products (restocked_at) WHERE restocked_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX products_expected_idx ON products (expected_stock_date) WHERE expected_stock_date IS NOT NULL;
