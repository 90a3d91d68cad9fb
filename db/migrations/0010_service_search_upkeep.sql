-- The smart-search index is refreshed by statement triggers on the device tables (0008). Writing
-- only what changed keeps the table and its GIN index free of churn, and a GIN index without the
-- pending list answers `words && array[...]` from its tree at once, even right after a bulk edit.
ALTER INDEX service_search_words_idx SET (fastupdate = off);
--> statement-breakpoint
REINDEX INDEX service_search_words_idx;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_search_refresh() RETURNS void LANGUAGE sql AS $$
  INSERT INTO service_search (model_id, label, words, release_year)
    SELECT m.id,
      CASE WHEN lower(m.name) LIKE lower(mf.name) || ' %' THEN m.name ELSE mf.name || ' ' || m.name END,
      ARRAY(
        SELECT DISTINCT w FROM regexp_split_to_table(
          immutable_unaccent(lower(concat_ws(' ', mf.name, m.name, t.names->>'cs', t.names->>'ro', t.names->>'en'))),
          '[^a-z0-9]+') AS w
        WHERE w <> '' ORDER BY w),
      m.release_year
    FROM device_models m
    JOIN device_manufacturers mf ON mf.id = m.manufacturer_id
    JOIN device_types t ON t.id = m.type_id
    WHERE m.for_service
  ON CONFLICT (model_id) DO UPDATE
    SET label = EXCLUDED.label, words = EXCLUDED.words, release_year = EXCLUDED.release_year
    WHERE (service_search.label, service_search.words, service_search.release_year)
      IS DISTINCT FROM (EXCLUDED.label, EXCLUDED.words, EXCLUDED.release_year);
  DELETE FROM service_search s
    WHERE NOT EXISTS (SELECT 1 FROM device_models m WHERE m.id = s.model_id AND m.for_service);
  INSERT INTO service_search_words (word) SELECT DISTINCT unnest(words) FROM service_search ON CONFLICT DO NOTHING;
  DELETE FROM service_search_words w WHERE NOT EXISTS (SELECT 1 FROM service_search s WHERE s.words @> ARRAY[w.word]);
$$;
