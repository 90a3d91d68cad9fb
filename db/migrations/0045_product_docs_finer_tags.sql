-- Issue 14: a stored product answer's tags (what the in-process caches drop it by) now name its
-- accessories' models and its gifts' products (product.service.ts, tagsOf). Moving the answers'
-- epoch has the filler store every answer again, with the tags it writes now.
UPDATE "catalog_cards_state" SET "docs_epoch" = "docs_epoch" + 1 WHERE "id" = 1;
