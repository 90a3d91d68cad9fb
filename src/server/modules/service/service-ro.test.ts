import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.js";
import { IPHONE_COLOR, repairOrder, seedServiceFixtures } from "../../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
const API = "/api/new/service";

beforeAll(async () => {
  t = await createTestApp({ market: "ro" });
  await seedServiceFixtures(t.ctx);
});
afterAll(() => t.close());

describe("the Romanian shop", () => {
  it("labels operations in Romanian, priced in lei, at Romanian service centres", async () => {
    const cz = (await t.client().get(`${API}/operations/?color=${IPHONE_COLOR}`)).body;
    expect(cz.url).toBe(`/service/?type=phone&manufacturer=apple&model=iphone-15-pro&color=${IPHONE_COLOR}`);
    const display = cz.choices[0];
    expect(display.label).toBe("Înlocuire ecran");
    // Lei prices end in 9 whole lei.
    expect((display.price / 100) % 10).toBe(9);
    expect(display.stores.every((s: any) => /București|Cluj|Iași|Timișoara|Brașov/.test(s.city))).toBe(true);
  });

  it("takes an order with a Romanian phone and postcode and mails in Romanian", async () => {
    const ops = (await t.client().get(`${API}/operations/?color=${IPHONE_COLOR}`)).body.choices;
    const res = await t.client().post(
      `${API}/orders/`,
      repairOrder([ops[1].value], {
        pickup_address: { street: "Strada Lipscani 5", city: "București", postcode: "030031" },
        customer: { name: "Ana Popescu", email: "ana.popescu@example.ro", phone: "+40 721 234 567" },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.status_url).toBe(`/service/comanda-service/${res.body.public_id}/`);
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.subject).toBe(`Comanda de service ${res.body.number} a fost primită`);
    const czech = await t.client().post(`${API}/orders/`, repairOrder([ops[1].value]));
    expect(czech.status).toBe(400);
    // A Czech postcode is not a Romanian one; a +420 number is still a valid phone.
    expect(czech.body.pickup_address.postcode).toHaveLength(1);
    expect(czech.body.customer).toBeUndefined();
  });

  it("finds models by Romanian type words", async () => {
    const res = (await t.client().get(`${API}/smart-search/?term=ceasuri samsung`)).body;
    expect(res.results.length).toBeGreaterThan(0);
    expect(res.results.every((r: any) => r.type === "watch" && r.type_label === "Ceasuri inteligente")).toBe(
      true,
    );
  });
});
