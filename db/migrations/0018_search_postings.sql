CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"boost" real NOT NULL,
	"sold_out" boolean NOT NULL,
	"price" integer NOT NULL,
	"master_product_id" integer NOT NULL
);
--> statement-breakpoint
-- Postings (decision 011): every word of every search document with the model's static-order key
-- (boost, available, cheapest). A broad query walks its rarest word's postings in that order and
-- checks the other words on the document, stopping at the candidates it needs: the work grows with
-- the candidates, not with the matches, and a word whose models all sit late in the order
-- ("hodinky" behind every boosted phone) costs no more than one whose models lead.
-- Kept from search_models' own statement triggers, beside the dictionary counts.
CREATE OR REPLACE FUNCTION search_models_terms_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_terms_adjust(ARRAY(SELECT document FROM new_rows), '{}');
    INSERT INTO search_postings (term, boost, sold_out, price, master_product_id)
      SELECT w, n.boost, n.sold_out, n.price, n.master_product_id FROM new_rows n, unnest(tsvector_to_array(n.document)) w;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_terms_adjust('{}', ARRAY(SELECT document FROM old_rows));
    DELETE FROM search_postings p USING old_rows o, unnest(tsvector_to_array(o.document)) w
      WHERE p.term = w AND p.boost = o.boost AND p.sold_out = o.sold_out AND p.price = o.price
        AND p.master_product_id = o.master_product_id;
  ELSE
    PERFORM search_terms_adjust(
      ARRAY(SELECT n.document FROM new_rows n JOIN old_rows o USING (master_product_id) WHERE n.document <> o.document),
      ARRAY(SELECT o.document FROM new_rows n JOIN old_rows o USING (master_product_id) WHERE n.document <> o.document));
    DELETE FROM search_postings p USING old_rows o JOIN new_rows n USING (master_product_id), unnest(tsvector_to_array(o.document)) w
      WHERE (n.document, n.boost, n.sold_out, n.price) IS DISTINCT FROM (o.document, o.boost, o.sold_out, o.price)
        AND p.term = w AND p.boost = o.boost AND p.sold_out = o.sold_out AND p.price = o.price
        AND p.master_product_id = o.master_product_id;
    INSERT INTO search_postings (term, boost, sold_out, price, master_product_id)
      SELECT w, n.boost, n.sold_out, n.price, n.master_product_id
      FROM new_rows n JOIN old_rows o USING (master_product_id), unnest(tsvector_to_array(n.document)) w
      WHERE (n.document, n.boost, n.sold_out, n.price) IS DISTINCT FROM (o.document, o.boost, o.sold_out, o.price);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO search_postings (term, boost, sold_out, price, master_product_id)
  SELECT w, s.boost, s.sold_out, s.price, s.master_product_id FROM search_models s, unnest(tsvector_to_array(s.document)) w;
--> statement-breakpoint
CREATE UNIQUE INDEX "search_postings_walk_idx" ON "search_postings" USING btree ("term","boost" DESC NULLS FIRST,"sold_out","price","master_product_id");
--> statement-breakpoint
-- The walk replaces the covering index's single order (which a query whose matches all sit late in it
-- had to read almost whole).
DROP INDEX IF EXISTS search_models_order_idx;
--> statement-breakpoint
ANALYZE search_postings;
