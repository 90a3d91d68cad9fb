-- Issue 18: within the first tier, what is made for the model itself (its case, its glass) comes
-- before what fits by connector (chargers, cables): with connector fits from migration
-- accessory_connectors an iPhone 16 listed two Apple chargers and a Samsung one in its four places
-- and lost its own screen glass. Same function as that migration's, one ordering key more.
CREATE OR REPLACE FUNCTION catalog_refresh_accessories(p_masters integer[]) RETURNS void
  LANGUAGE plpgsql SET jit = off SET plan_cache_mode = force_custom_plan SET enable_mergejoin = off AS $$
DECLARE
  acc integer := (SELECT id FROM product_types WHERE code = 'accessory');
  f_acc integer[];
  f_key text[];
  f_maker integer[];
  k_id integer[];
  k_key text[];
  k_maker integer[];
  k_maker_words text[];
  affected integer[];
  n_master integer[];
  n_acc integer[];
  n_tier integer[];
  n_rank integer[];
  d_master integer[];
  d_conn text[];
  c_acc integer[];
  c_conn text[];
BEGIN
  IF coalesce(cardinality(p_masters), 0) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('catalog_refresh_accessories'));
  SELECT coalesce(array_agg(master_product_id), '{}'), coalesce(array_agg(key), '{}'), coalesce(array_agg(manufacturer_id), '{}'),
      coalesce(array_agg(maker_words), '{}')
    INTO k_id, k_key, k_maker, k_maker_words FROM catalog_model_keys();
  -- Connectors (`connectors` of the active variants: "USB-C; MagSafe"), as words ("usb c"): what
  -- each device model takes, and what each charger or cable plugs into.
  SELECT coalesce(array_agg(id) FILTER (WHERE NOT is_acc), '{}'), coalesce(array_agg(conn) FILTER (WHERE NOT is_acc), '{}'),
      coalesce(array_agg(id) FILTER (WHERE is_acc), '{}'), coalesce(array_agg(conn) FILTER (WHERE is_acc), '{}')
    INTO d_master, d_conn, c_acc, c_conn FROM catalog_connectors(acc);
  -- The models each active accessory names: phrases of up to six words of its name (or of an entry
  -- of its variants' `compatible_models`) equal to a model's key, or to maker + key; a key of
  -- digits only ("Xiaomi 15") counts only with its maker named. Of several keys the longest wins
  -- ("Kryt iPhone 16 Pro" fits the 16 Pro, not the 16) within one text: the name, or one entry of
  -- `compatible_models` ("iPhone 16 Pro Max; iPhone 13" fits both); of several makers' models with that key,
  -- the accessory's own maker's, else the maker it names, else all of them.
  WITH devices AS (SELECT * FROM unnest(k_key, k_maker, k_maker_words) AS k(key, manufacturer_id, maker_words)),
  phrases AS MATERIALIZED (
    SELECT DISTINCT key AS phrase, key, manufacturer_id, false AS named_maker FROM devices WHERE key ~ '[a-z]'
    UNION ALL
    SELECT DISTINCT maker_words || ' ' || key, key, manufacturer_id, true FROM devices
  ),
  texts AS MATERIALIZED (
    SELECT m.id, m.manufacturer_id, 0::bigint AS src, catalog_fit_words(m.name) AS w FROM master_products m
    CROSS JOIN LATERAL (SELECT 1 FROM products v WHERE v.master_product_id = m.id AND v.is_active LIMIT 1) AS sold
    WHERE m.product_type_id = acc
    UNION
    SELECT m.id, m.manufacturer_id, c.n, catalog_fit_words(c.entry) FROM products v
    JOIN master_products m ON m.id = v.master_product_id AND m.product_type_id = acc
    CROSS JOIN LATERAL regexp_split_to_table(v.attributes ->> 'compatible_models', '[,;]') WITH ORDINALITY AS c(entry, n)
    WHERE v.attributes ? 'compatible_models' AND v.is_active
  ),
  grams AS MATERIALIZED (
    SELECT DISTINCT t.id, t.manufacturer_id, t.src, array_to_string(t.w[i:j], ' ') AS g
    FROM texts t, generate_subscripts(t.w, 1) AS i, generate_subscripts(t.w, 1) AS j
    WHERE j BETWEEN i AND i + 5
  ),
  matches AS (
    SELECT g.id, g.src, p.key, p.manufacturer_id, cardinality(string_to_array(p.key, ' ')) AS words,
      CASE WHEN g.manufacturer_id = p.manufacturer_id THEN 0 WHEN bool_or(p.named_maker) THEN 1 ELSE 2 END AS how
    FROM grams g JOIN phrases p ON p.phrase = g.g
    GROUP BY g.id, g.src, g.manufacturer_id, p.key, p.manufacturer_id
  ),
  ranked AS (
    SELECT *, max(words) OVER (PARTITION BY id, src) AS longest, min(how) OVER (PARTITION BY id, key) AS best FROM matches
  )
  SELECT coalesce(array_agg(id), '{}'), coalesce(array_agg(key), '{}'), coalesce(array_agg(manufacturer_id), '{}')
    INTO f_acc, f_key, f_maker FROM (SELECT DISTINCT id, key, manufacturer_id FROM ranked WHERE words = longest AND how = best) f;
  WITH fits AS (SELECT * FROM unnest(f_acc, f_key, f_maker) AS f(accessory_id, key, manufacturer_id)),
  keys AS MATERIALIZED (SELECT * FROM unnest(k_id, k_key, k_maker) AS k(master_product_id, key, manufacturer_id)),
  touched AS (SELECT id, manufacturer_id, product_type_id FROM master_products WHERE id = ANY (p_masters)),
  touched_keys AS (
    SELECT k.key, k.manufacturer_id FROM keys k WHERE k.master_product_id = ANY (p_masters)),
  touched_acc AS (
    SELECT id FROM touched WHERE product_type_id = acc
    UNION SELECT f.accessory_id FROM fits f JOIN touched_keys k USING (key, manufacturer_id)
    UNION SELECT pa.accessory_master_product_id FROM product_accessories pa
      WHERE pa.master_product_id = ANY (p_masters) AND pa.tier = 1),
  acc_fits AS (SELECT f.* FROM fits f WHERE f.accessory_id IN (SELECT id FROM touched_acc)),
  acc_universal AS (
    SELECT m.id, m.manufacturer_id FROM master_products m
    WHERE m.id IN (SELECT id FROM touched_acc) AND m.id <> ALL (f_acc) AND m.id <> ALL (c_acc))
  SELECT array_agg(DISTINCT id) INTO affected FROM (
    SELECT unnest(p_masters) AS id
    UNION ALL SELECT id FROM touched_acc
    UNION ALL SELECT pa.master_product_id FROM product_accessories pa
      WHERE pa.accessory_master_product_id = ANY (p_masters) OR pa.accessory_master_product_id IN (SELECT id FROM touched_acc)
    UNION ALL SELECT k.master_product_id FROM keys k JOIN acc_fits f USING (key, manufacturer_id)
    UNION ALL SELECT f.accessory_id FROM fits f JOIN acc_fits a USING (key, manufacturer_id)
    UNION ALL SELECT m.id FROM master_products m WHERE m.manufacturer_id IN (SELECT manufacturer_id FROM acc_universal)
    -- A changed charger or cable: the devices and the other accessories with one of its connectors.
    UNION ALL SELECT c.id FROM unnest(c_conn, c_acc) AS t(conn, acc_id)
      JOIN (SELECT * FROM unnest(d_conn, d_master) UNION ALL SELECT * FROM unnest(c_conn, c_acc)) AS c(conn, id) USING (conn)
      WHERE t.acc_id IN (SELECT id FROM touched_acc)
    -- A universal accessory of a maker that makes no devices comes last: it can only enter a list
    -- with a free place or one held by another such accessory.
    UNION ALL SELECT m.id FROM master_products m
      WHERE EXISTS (
        SELECT 1 FROM acc_universal u WHERE NOT EXISTS (
          SELECT 1 FROM master_products d WHERE d.manufacturer_id = u.manufacturer_id AND d.product_type_id <> acc))
      AND (NOT EXISTS (SELECT 1 FROM product_accessories pa WHERE pa.master_product_id = m.id AND pa.rank = 4)
        OR EXISTS (SELECT 1 FROM product_accessories pa WHERE pa.master_product_id = m.id AND pa.tier = 3))
  ) x;
  WITH fits AS (SELECT * FROM unnest(f_acc, f_key, f_maker) AS f(accessory_id, key, manufacturer_id)),
  keys AS (SELECT * FROM unnest(k_id, k_key, k_maker) AS k(master_product_id, key, manufacturer_id)),
  accessories AS MATERIALIZED (
    SELECT m.id, m.manufacturer_id, m.recommended_rank, m.id = ANY (f_acc) OR m.id = ANY (c_acc) AS fitted,
      NOT EXISTS (SELECT 1 FROM master_products d WHERE d.manufacturer_id = m.manufacturer_id AND d.product_type_id <> acc) AS maker_sells_no_devices
    FROM master_products m
    CROSS JOIN LATERAL (SELECT 1 FROM products v WHERE v.master_product_id = m.id AND v.is_active LIMIT 1) AS sold
    WHERE m.product_type_id = acc),
  universal AS MATERIALIZED (
    SELECT *, row_number() OVER (PARTITION BY manufacturer_id ORDER BY recommended_rank DESC, id) AS by_maker,
      row_number() OVER (PARTITION BY maker_sells_no_devices ORDER BY recommended_rank DESC, id) AS overall
    FROM accessories WHERE NOT fitted),
  masters AS MATERIALIZED (SELECT id, manufacturer_id FROM master_products WHERE id = ANY (affected)),
  own AS (
    SELECT k.master_product_id AS id, k.key, k.manufacturer_id FROM keys k WHERE k.master_product_id = ANY (affected)
    UNION ALL SELECT accessory_id, key, manufacturer_id FROM fits WHERE accessory_id = ANY (affected)),
  candidates AS (
    SELECT o.id AS master, f.accessory_id AS accessory, 1 AS tier, true AS for_model FROM own o JOIN fits f USING (key, manufacturer_id)
    -- Chargers and cables fit by connector, whoever makes them: a Lightning cable never on a USB-C phone.
    UNION ALL SELECT o.id, a.acc_id, 1, false
      FROM (SELECT * FROM unnest(d_master, d_conn) UNION ALL SELECT * FROM unnest(c_acc, c_conn)) AS o(id, conn)
      JOIN unnest(c_acc, c_conn) AS a(acc_id, conn) USING (conn)
      WHERE o.id = ANY (affected)
    UNION ALL SELECT m.id, u.id, 2, false FROM masters m JOIN universal u ON u.manufacturer_id = m.manufacturer_id AND u.by_maker <= 5
    UNION ALL SELECT m.id, u.id, 3, false FROM masters m JOIN universal u ON u.maker_sells_no_devices AND u.overall <= 5),
  ranked AS (
    SELECT c.master, c.accessory, c.tier, row_number() OVER (PARTITION BY c.master
      ORDER BY c.tier, c.for_model DESC, (a.manufacturer_id = m.manufacturer_id) DESC, a.recommended_rank DESC, a.id) AS rank
    FROM (SELECT master, accessory, min(tier) AS tier, bool_or(for_model) AS for_model FROM candidates WHERE master <> accessory GROUP BY master, accessory) c
    JOIN accessories a ON a.id = c.accessory JOIN masters m ON m.id = c.master)
  SELECT coalesce(array_agg(master), '{}'), coalesce(array_agg(accessory), '{}'), coalesce(array_agg(tier), '{}'),
      coalesce(array_agg(rank), '{}')
    INTO n_master, n_acc, n_tier, n_rank FROM ranked WHERE rank <= 4;
  -- Only what changed is written: a model whose list stayed the same keeps its rows untouched.
  DELETE FROM product_accessories pa WHERE pa.master_product_id = ANY (affected) AND NOT EXISTS (
    SELECT 1 FROM unnest(n_master, n_rank) AS n(master, rank) WHERE n.master = pa.master_product_id AND n.rank = pa.rank);
  INSERT INTO product_accessories (master_product_id, accessory_master_product_id, tier, rank)
    SELECT * FROM unnest(n_master, n_acc, n_tier, n_rank)
  ON CONFLICT (master_product_id, rank) DO UPDATE
    SET accessory_master_product_id = EXCLUDED.accessory_master_product_id, tier = EXCLUDED.tier
    WHERE (product_accessories.accessory_master_product_id, product_accessories.tier)
      IS DISTINCT FROM (EXCLUDED.accessory_master_product_id, EXCLUDED.tier);
END $$;


--> statement-breakpoint
-- Recompute the models that have connectors (the ones whose lists the ordering changes).
SELECT catalog_refresh_accessories(ARRAY(SELECT DISTINCT id FROM catalog_connectors((SELECT id FROM product_types WHERE code = 'accessory'))));
