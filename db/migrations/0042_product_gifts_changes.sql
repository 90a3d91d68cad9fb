CREATE INDEX "product_gifts_gift_idx" ON "product_gifts" USING btree ("gift_product_id");--> statement-breakpoint
-- A model's gifts show on its cards and product page: a change of them is the model's change, as a
-- change of its recommended accessories is (the same logging function, migration 0020).
CREATE CONSTRAINT TRIGGER catalog_version_product_gifts AFTER INSERT OR UPDATE OR DELETE ON product_gifts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_accessories_logged();
