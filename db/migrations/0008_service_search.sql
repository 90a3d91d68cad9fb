-- Smart-search index of serviceable models (issue 4). Rebuilt whole from the device tree, which is
-- small and edited rarely, by statement triggers: edits made anywhere (buy-back admin, seeders, SQL)
-- keep it current without the service code having to be told.
CREATE OR REPLACE FUNCTION service_search_refresh() RETURNS void LANGUAGE sql AS $$
  DELETE FROM service_search;
  INSERT INTO service_search (model_id, label, words, release_year)
    SELECT m.id,
      CASE WHEN lower(m.name) LIKE lower(mf.name) || ' %' THEN m.name ELSE mf.name || ' ' || m.name END,
      ARRAY(
        SELECT DISTINCT w FROM regexp_split_to_table(
          immutable_unaccent(lower(concat_ws(' ', mf.name, m.name, t.names->>'cs', t.names->>'ro', t.names->>'en'))),
          '[^a-z0-9]+') AS w
        WHERE w <> ''),
      m.release_year
    FROM device_models m
    JOIN device_manufacturers mf ON mf.id = m.manufacturer_id
    JOIN device_types t ON t.id = m.type_id
    WHERE m.for_service;
  DELETE FROM service_search_words;
  INSERT INTO service_search_words (word) SELECT DISTINCT unnest(words) FROM service_search;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_search_refresh_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM service_search_refresh();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_search_models AFTER INSERT OR UPDATE OR DELETE ON device_models
  FOR EACH STATEMENT EXECUTE FUNCTION service_search_refresh_trigger();
--> statement-breakpoint
CREATE TRIGGER service_search_manufacturers AFTER INSERT OR UPDATE OR DELETE ON device_manufacturers
  FOR EACH STATEMENT EXECUTE FUNCTION service_search_refresh_trigger();
--> statement-breakpoint
CREATE TRIGGER service_search_types AFTER INSERT OR UPDATE OR DELETE ON device_types
  FOR EACH STATEMENT EXECUTE FUNCTION service_search_refresh_trigger();
--> statement-breakpoint
SELECT service_search_refresh();
