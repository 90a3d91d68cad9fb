CREATE TABLE "search_terms_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"v" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_terms_version" ("id", "v") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Decision 027: the dictionary's version moves with every change of its words or counts, in the
-- changing transaction, so a reader that sees the new version also sees the new words. Digits
-- count as words too (below). It moves
-- first: every writer of the dictionary locks the version row before any word's row, as before it
-- locked words in word order, so two writers never deadlock. A change of a model's price or stock
-- only (no document change) passes two empty arrays and moves nothing.
CREATE OR REPLACE FUNCTION search_terms_adjust(p_added tsvector[], p_removed tsvector[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_added) = 0 AND cardinality(p_removed) = 0 THEN
    RETURN;
  END IF;
  UPDATE search_terms_version SET v = v + 1 WHERE id = 1;
  INSERT INTO search_terms AS s (term, freq)
    SELECT w, sum(d)::int FROM (
      SELECT unnest(tsvector_to_array(v)) AS w, 1 AS d FROM unnest(p_added) v
      UNION ALL SELECT unnest(tsvector_to_array(v)), -1 FROM unnest(p_removed) v) x
    WHERE length(w) >= 2 OR w ~ '^[0-9]$' GROUP BY w HAVING sum(d) <> 0 ORDER BY w
  ON CONFLICT (term) DO UPDATE SET freq = s.freq + excluded.freq;
  DELETE FROM search_terms WHERE freq <= 0
    AND term IN (SELECT unnest(tsvector_to_array(v)) FROM unnest(p_removed) v);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_refresh_search_terms() RETURNS void
  LANGUAGE sql AS $$
  UPDATE search_terms_version SET v = v + 1 WHERE id = 1;
  DELETE FROM search_terms;
  INSERT INTO search_terms (term, freq)
    SELECT word, ndoc FROM ts_stat('SELECT document FROM search_models') WHERE length(word) >= 2 OR word ~ '^[0-9]$';
$$;
--> statement-breakpoint
-- A digit is a word of its own ("pixel 9"), as rare as any other model number: counted from now on,
-- and counted here once through the GIN index. Uncounted, a search took it for a word in no model
-- and asked the index for it first.
INSERT INTO search_terms (term, freq)
  SELECT d, n FROM (SELECT d, (SELECT count(*) FROM search_models s WHERE s.document @@ to_tsquery('simple', d))::int AS n
    FROM unnest(ARRAY['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) d) x
  WHERE n > 0
  ON CONFLICT (term) DO NOTHING;
