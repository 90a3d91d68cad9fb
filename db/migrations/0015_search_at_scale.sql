CREATE TABLE "search_models" (
	"master_product_id" integer PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"boost" real NOT NULL,
	"sold_out" boolean NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_models" ADD CONSTRAINT "search_models_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Search at scale (issue 14, decision 011). A query used to rank every matching variant and count
-- them; it now finds models in `search_models` (one row per model with an active variant) and ranks a
-- bounded set of candidates. Everything below keeps those rows and the typo dictionary right whoever
-- writes the catalogue.

-- Letters and digits written together ("128gb", "s25", "45mm") also count as their parts, so "128"
-- finds a name that says "128GB"; the query side splits an unknown glued word the same way.
CREATE OR REPLACE FUNCTION search_split_digits(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(t, '([0-9])([a-z])', '\1 \2', 'g'), '([a-z])([0-9])', '\1 \2', 'g')
$$;
--> statement-breakpoint
-- A model's document, from text already lower case without diacritics: maker and model name (A), the
-- words of its active variants' names: memory, colour, grade (B), its category names (C), and the
-- parts of glued letter-digit words that are not words of it already (D). Numbers stay words.
CREATE OR REPLACE FUNCTION search_model_document(head text, variants text, cats text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT main || setweight(ts_delete(to_tsvector('simple', search_split_digits(head || ' ' || variants)),
      tsvector_to_array(main)), 'D')
  FROM (SELECT setweight(to_tsvector('simple', head), 'A') || setweight(to_tsvector('simple', variants), 'B')
      || setweight(to_tsvector('simple', cats), 'C') AS main) m
$$;
--> statement-breakpoint
-- Rewrites the search rows of the given models from their products, set-based (one statement for a
-- whole seed). A row is written only when something in it changed, so a stock change that leaves the
-- model as available as it was writes nothing. The lead variant (what orders the model when the text
-- does not decide) is the list's: in stock or at a store first, new before graded, cheapest.
CREATE OR REPLACE FUNCTION search_models_refresh(p_masters integer[]) RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM search_models s WHERE s.master_product_id = ANY (p_masters)
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.master_product_id = s.master_product_id AND p.is_active);
  INSERT INTO search_models AS s (master_product_id, product_type_id, name, document, boost, sold_out, price)
  SELECT m.id, m.product_type_id, h.head, search_model_document(h.head, v.words, coalesce(c.names, '')),
    l.search_boost, l.sold_out, l.price
  FROM master_products m
  LEFT JOIN manufacturers mf ON mf.id = m.manufacturer_id
  CROSS JOIN LATERAL (SELECT immutable_unaccent(lower(
      CASE WHEN position(lower(coalesce(mf.name, '')) IN lower(m.name)) > 0 THEN m.name
      ELSE coalesce(mf.name, '') || ' ' || m.name END)) AS head) h
  JOIN LATERAL (SELECT p.search_boost, p.price, NOT (p.warehouse_stock > 0 OR p.stores_in_stock > 0) AS sold_out
    FROM products p WHERE p.master_product_id = m.id AND p.is_active
    ORDER BY 3, p.quality <> 'new', p.price, p.id LIMIT 1) l ON true
  CROSS JOIN LATERAL (SELECT immutable_unaccent(lower(coalesce(string_agg(DISTINCT w, ' '), ''))) AS words
    FROM products p, regexp_split_to_table(p.name, '\s+') w WHERE p.master_product_id = m.id AND p.is_active) v
  LEFT JOIN LATERAL (SELECT immutable_unaccent(lower(string_agg(tc.name, ' '))) AS names
    FROM master_product_categories x JOIN type_categories tc ON tc.id = x.type_category_id
    WHERE x.master_product_id = m.id) c ON true
  WHERE m.id = ANY (p_masters)
  ON CONFLICT (master_product_id) DO UPDATE SET product_type_id = excluded.product_type_id, name = excluded.name,
    document = excluded.document, boost = excluded.boost, sold_out = excluded.sold_out, price = excluded.price
  WHERE (s.product_type_id, s.name, s.document, s.boost, s.sold_out, s.price)
    IS DISTINCT FROM (excluded.product_type_id, excluded.name, excluded.document, excluded.boost, excluded.sold_out, excluded.price);
$$;
--> statement-breakpoint
-- Products: once per statement (transition tables, one trigger per event as PostgreSQL requires), for
-- the models whose rows changed in a way search reads. Category, maker and model renames and boosts
-- reach here too: migration catalog_search rewrites the products' own vectors and boosts for them.
CREATE OR REPLACE FUNCTION search_models_products_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_models_refresh(ARRAY(SELECT DISTINCT master_product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_models_refresh(ARRAY(SELECT DISTINCT master_product_id FROM old_rows));
  ELSE
    PERFORM search_models_refresh(ARRAY(
      SELECT DISTINCT x.mid FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (n.master_product_id), (o.master_product_id)) x(mid)
      WHERE (n.name, n.master_product_id, n.is_active, n.price, n.quality, n.search_boost, n.search_vector,
          n.warehouse_stock > 0 OR n.stores_in_stock > 0)
        IS DISTINCT FROM (o.name, o.master_product_id, o.is_active, o.price, o.quality, o.search_boost, o.search_vector,
          o.warehouse_stock > 0 OR o.stores_in_stock > 0)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_models_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_models_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_search_models_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_models_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_search_models_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_models_products_changed();
--> statement-breakpoint
-- A model moved to another product type (comparison pickers filter by it), renamed or given another maker.
CREATE OR REPLACE FUNCTION search_models_masters_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_models_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.product_type_id, n.name, n.manufacturer_id) IS DISTINCT FROM (o.product_type_id, o.name, o.manufacturer_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER master_products_search_models AFTER UPDATE ON master_products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_models_masters_changed();
--> statement-breakpoint
SELECT search_models_refresh(ARRAY(SELECT id FROM master_products));
--> statement-breakpoint
-- The typo dictionary counts models (`freq`: how many documents hold the word) and follows every
-- document change at once, so it is never stale (it was rebuilt at most once a minute, and never after
-- a large seed, which dropped every number the rebuild had not seen). The full rebuild stays for tests
-- and seeds.
CREATE OR REPLACE FUNCTION catalog_refresh_search_terms() RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM search_terms;
  INSERT INTO search_terms (term, freq)
    SELECT word, ndoc FROM ts_stat('SELECT document FROM search_models') WHERE length(word) >= 2;
$$;
--> statement-breakpoint
SELECT catalog_refresh_search_terms();
--> statement-breakpoint
-- Word counts move by the words added and removed; rows are locked in word order, so two writers
-- never deadlock on the dictionary.
CREATE OR REPLACE FUNCTION search_terms_adjust(p_added tsvector[], p_removed tsvector[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO search_terms AS s (term, freq)
    SELECT w, sum(d)::int FROM (
      SELECT unnest(tsvector_to_array(v)) AS w, 1 AS d FROM unnest(p_added) v
      UNION ALL SELECT unnest(tsvector_to_array(v)), -1 FROM unnest(p_removed) v) x
    WHERE length(w) >= 2 GROUP BY w HAVING sum(d) <> 0 ORDER BY w
  ON CONFLICT (term) DO UPDATE SET freq = s.freq + excluded.freq;
  DELETE FROM search_terms WHERE freq <= 0
    AND term IN (SELECT unnest(tsvector_to_array(v)) FROM unnest(p_removed) v);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_models_terms_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_terms_adjust(ARRAY(SELECT document FROM new_rows), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_terms_adjust('{}', ARRAY(SELECT document FROM old_rows));
  ELSE
    PERFORM search_terms_adjust(
      ARRAY(SELECT n.document FROM new_rows n JOIN old_rows o USING (master_product_id) WHERE n.document <> o.document),
      ARRAY(SELECT o.document FROM new_rows n JOIN old_rows o USING (master_product_id) WHERE n.document <> o.document));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_models_terms_insert AFTER INSERT ON search_models
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_models_terms_changed();
--> statement-breakpoint
CREATE TRIGGER search_models_terms_update AFTER UPDATE ON search_models
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_models_terms_changed();
--> statement-breakpoint
CREATE TRIGGER search_models_terms_delete AFTER DELETE ON search_models
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_models_terms_changed();
--> statement-breakpoint
-- Matching (GIN, written through: a pending list is read by every query and was 17 000 entries long
-- on the benchmark catalogue), candidates in the static order without visiting the table (covering
-- btree), and the trigram fallback over model names.
CREATE INDEX search_models_document_idx ON search_models USING gin (document) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX search_models_order_idx ON search_models (boost DESC, sold_out, price, master_product_id)
  INCLUDE (product_type_id, document);
--> statement-breakpoint
CREATE INDEX search_models_name_trgm_idx ON search_models USING gin (name gin_trgm_ops);
--> statement-breakpoint
-- Search no longer reads the variants' vectors through an index (they only choose the variant shown).
DROP INDEX IF EXISTS products_search_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS products_name_trgm_idx;
--> statement-breakpoint
ANALYZE search_models;
