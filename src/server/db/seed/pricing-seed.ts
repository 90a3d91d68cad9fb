import { sql } from "drizzle-orm";
import { createUser, findUserByEmail } from "../../modules/accounts/accounts.service.js";
import type { AppContext } from "../../platform/context.js";
import { customerAddresses, priceLists } from "../schema.js";

/** The demo business customer: a billing address with an IČO makes the account "business". */
export const DEMO_BUSINESS = { email: "firma@example.cz", password: "Firma123!" };

type Group = "registered" | "business" | "shop";
interface ListPlan {
  name: Record<"cz" | "ro", string>;
  group: Group;
  /** Product type codes priced on the list and the percentage off retail. */
  types: string[];
  percent: number;
  /** Valid from the first day of the next month to the first of the month after (a scheduled list). */
  nextMonth?: boolean;
}

const PLANS: ListPlan[] = [
  {
    name: { cz: "Registrovaní: příslušenství −3 %", ro: "Înregistrați: accesorii −3 %" },
    group: "registered",
    types: ["accessory", "watch"],
    percent: 3,
  },
  {
    name: { cz: "Firemní ceny telefonů a tabletů", ro: "Prețuri pentru firme: telefoane și tablete" },
    group: "business",
    types: ["phone", "tablet"],
    percent: 6,
  },
  {
    name: { cz: "Prodejny: nákupní ceny", ro: "Magazine: prețuri de achiziție" },
    group: "shop",
    types: ["phone", "tablet", "computer", "accessory", "watch"],
    percent: 10,
  },
  {
    name: { cz: "Akce příští měsíc: telefony pro registrované", ro: "Promoție luna viitoare: telefoane" },
    group: "registered",
    types: ["phone"],
    percent: 8,
    nextMonth: true,
  },
];

/**
 * Demo price lists for both markets (issue 20): registered customers −3 % on accessories, business
 * prices on phones and tablets, the shops' purchase prices, and a list that starts next month; and
 * a demo business customer. Prices are whole units below retail. Idempotent: only without lists.
 */
export async function seedPricing(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(priceLists);
  if (n > 0) return;
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  // The shop's own market (each market's demo shop has its lists in its language).
  const market = ctx.market.code;
  for (const plan of PLANS) {
    const [list] = await db
      .insert(priceLists)
      .values({
        name: plan.name[market],
        market,
        customerGroup: plan.group,
        validFrom: plan.nextMonth ? from : null,
        validTo: plan.nextMonth ? to : null,
      })
      .returning({ id: priceLists.id });
    // One statement per list: every active variant of the types, rounded down to whole units.
    await db.execute(sql`
        insert into price_list_prices (price_list_id, product_id, price)
        select ${list.id}, p.id, greatest(100, floor(p.price * ${100 - plan.percent} / 10000.0)::int * 100)
        from products p join master_products m on m.id = p.master_product_id
        join product_types t on t.id = m.product_type_id
        where p.is_active and p.price >= 200 and t.code in ${sql.raw(`(${plan.types.map((c) => `'${c}'`).join(", ")})`)}`);
  }
  if (await findUserByEmail(ctx, DEMO_BUSINESS.email)) return;
  const userId = await createUser(ctx, {
    ...DEMO_BUSINESS,
    firstName: "Filip",
    lastName: "Firemní",
    verified: true,
  });
  const ro = ctx.market.code === "ro";
  await db.insert(customerAddresses).values({
    userId,
    kind: "billing",
    isDefault: true,
    firstName: "Filip",
    lastName: "Firemní",
    street: ro ? "Strada Industriilor 12" : "Průmyslová 12",
    city: ro ? "Cluj-Napoca" : "Brno",
    postcode: ro ? "400001" : "61200",
    country: ro ? "RO" : "CZ",
    company: ro ? "Achiziții Firmă SRL" : "Firemní nákupy s.r.o.",
    // Made up; a company id is what makes the account a business customer.
    companyId: ro ? "18547290" : "12345679",
  });
}
