import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_REVIEWS } from "../../../contract/catalog-page.js";
import { queryRows } from "../../db/query-rows.js";
import { referenceProductText, referenceReviewsText } from "../../testing/product-read-reference.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { retailShopper, type Shopper } from "../pricing/pricing.service.js";
import { catalogCache } from "./catalog-cache.js";
import { productAnswer } from "./product.service.js";
import { reviewsJson } from "./published-reviews.js";

// Issue 14 (decision 012, addendum): the product answer is read in one statement (accessory cards
// included) and written without the schema's pass, a product's reviews in one statement. Every
// answer must stay what the earlier reads wrote, byte for byte, on both markets, retail and at a
// business customer's level prices.
describe.each(["cz", "ro"] as const)("the %s demo shop's product reads", (market) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ market, seeded: true });
  }, 300_000);
  afterAll(() => t.close());

  it("answer half the demo products as the two-statement read and the schema's pass did", async () => {
    const { db } = t.ctx;
    // Every other product (the whole demo catalogue took minutes on PGlite); the counts below
    // show the sample still holds every part of the answer.
    const products = await queryRows<{ seo: string }>(
      db,
      sql`select seo_name as seo from products where is_active and id % 2 = 1 order by id`,
    );
    // The demo business customer (DEMO_BUSINESS): a customer with a company billing address.
    const [firm] = await queryRows<{ id: number }>(
      db,
      sql`select u.id from users u where u.role = 'customer' and exists (select 1 from customer_addresses a
        where a.user_id = u.id and a.kind = 'billing' and a.company_id is not null) order by u.id limit 1`,
    );
    const shoppers: Shopper[] = [retailShopper(t.ctx.market), { userId: firm.id, market }];
    const seen = { gifts: 0, offers: 0, siblings: 0, accessories: 0, levelled: 0, reviews: 0, stores: 0 };
    for (const { seo } of products) {
      for (const shopper of shoppers) {
        // The retail answers come from the answers' read model the seed filled (decision 026).
        const answer = await productAnswer(t.ctx, seo, shopper);
        const product = answer.detail;
        expect(answer.text, seo).toBe(
          await referenceProductText(db, product, t.ctx.market.language, shopper),
        );
        if (shopper.userId === null)
          expect(answer.tags).toEqual(expect.arrayContaining(product.accessories.map((a) => `p:${a.id}`)));
        seen.gifts += Number(product.gifts.length > 0);
        seen.offers += Number(product.offers.length > 0);
        seen.siblings += Number(product.models.length > 0);
        seen.accessories += Number(product.accessories.length > 0);
        seen.levelled += Number(product.retail_price !== undefined);
        seen.reviews += Number(product.rating.count > 0);
        seen.stores += Number(product.stock.stores.length > 0);
      }
      const cache = await catalogCache(t.ctx).at();
      expect((await reviewsJson(t.ctx, cache, seo, 1, FIRST_REVIEWS)).text).toBe(
        await referenceReviewsText(db, seo, 1, FIRST_REVIEWS),
      );
    }
    // The comparison covered what the answer can hold.
    for (const [part, count] of Object.entries(seen)) expect(count, part).toBeGreaterThan(0);
  }, 300_000);

  it("read reviews by a model's own seo name and past the first page, and refuse an unknown name", async () => {
    const { db } = t.ctx;
    const [model] = await queryRows<{ seo: string; n: number }>(
      db,
      sql`select m.seo_name as seo, count(*)::int as n from master_products m
        join product_reviews r on r.master_product_id = m.id and r.status = 'approved'
        group by m.seo_name order by count(*) desc, m.seo_name limit 1`,
    );
    expect(model.n).toBeGreaterThan(1);
    const cache = await catalogCache(t.ctx).at();
    for (const page of [1, 2])
      expect((await reviewsJson(t.ctx, cache, model.seo, page, 1)).text).toBe(
        await referenceReviewsText(db, model.seo, page, 1),
      );
    await expect(reviewsJson(t.ctx, cache, "no-such-model", 1, FIRST_REVIEWS)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
