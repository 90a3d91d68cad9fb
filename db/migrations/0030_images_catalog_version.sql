-- Pictures are part of the catalogue's answers (issue 18: a product's gallery, a card's main
-- picture, a category's photo, a banner): a change of where an image is shown, or of what a shown
-- image says (alt texts, the variants made), moves the catalogue version like any catalogue row
-- (catalog_bump_version, migration catalog_change_log), deferred to commit. A model's pictures log
-- that model (the cache drops its answers, the list index re-reads it); a category's or a banner's
-- log their own table without a key (answers that may show them go).
CREATE OR REPLACE FUNCTION catalog_image_changes(entity_type text, entity_id integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET v = v + 1, tx = txid_current() WHERE id = 1 AND tx IS DISTINCT FROM txid_current();
  INSERT INTO catalog_changes (v, kind, key)
    SELECT v,
      CASE entity_type WHEN 'master_product' THEN 'master_products' WHEN 'category' THEN 'type_categories' ELSE 'catalog_banners' END,
      CASE entity_type WHEN 'master_product' THEN entity_id END
    FROM catalog_version WHERE id = 1;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_image_links_logged() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM catalog_image_changes(OLD.entity_type, OLD.entity_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM catalog_image_changes(NEW.entity_type, NEW.entity_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_image_links AFTER INSERT OR UPDATE OR DELETE ON image_links
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_image_links_logged();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_images_logged() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  l record;
BEGIN
  IF (OLD.alt_cs, OLD.alt_ro, OLD.variant_widths, OLD.width, OLD.height)
     IS DISTINCT FROM (NEW.alt_cs, NEW.alt_ro, NEW.variant_widths, NEW.width, NEW.height) THEN
    FOR l IN SELECT DISTINCT entity_type, entity_id FROM image_links WHERE image_id = NEW.id LOOP
      PERFORM catalog_image_changes(l.entity_type, l.entity_id);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_images AFTER UPDATE ON images
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_images_logged();
