-- The demo's buy-back banner typed "10 %" while the product page read 15 % from the bonus rules;
-- the home page now fills `{{buybackBonus}}` from those rules, and the tile takes the trade-in's one
-- name (Výkup, Buyback). Only the seeded texts change: a banner someone rewrote is left as it is.
UPDATE "catalog_banners" SET "title" = 'Výkup', "subtitle" = 'Získejte za starý telefon až o {{buybackBonus}} % víc.'
  WHERE "title" = 'Výkup telefonů' AND "subtitle" = 'Získejte za starý telefon až o 10 % víc.';
--> statement-breakpoint
UPDATE "catalog_banners" SET "title" = 'Buyback', "subtitle" = 'Primiți până la {{buybackBonus}} % în plus pe telefonul vechi.'
  WHERE "title" = 'Buyback telefoane' AND "subtitle" = 'Primiți până la 10% în plus pe telefonul vechi.';
