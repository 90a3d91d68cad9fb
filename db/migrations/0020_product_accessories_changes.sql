-- A model's stored accessories are part of its product answers: when the refresh changes them (an
-- accessory renamed, deactivated or added elsewhere), the catalogue change log names that model,
-- so the cache drops its answers (tag m:<model>) and nothing else. Deferred to commit like
-- catalog_bump_version (migration catalog_change_log), under the version the transaction commits
-- as; the refresh writes only rows that differ, so an edit logs a handful of models.
CREATE OR REPLACE FUNCTION catalog_accessories_logged() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  model integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.master_product_id ELSE NEW.master_product_id END;
BEGIN
  UPDATE catalog_version SET v = v + 1, tx = txid_current() WHERE id = 1 AND tx IS DISTINCT FROM txid_current();
  INSERT INTO catalog_changes (v, kind, key) SELECT v, 'master_products', model FROM catalog_version WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_product_accessories AFTER INSERT OR UPDATE OR DELETE ON product_accessories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_accessories_logged();
