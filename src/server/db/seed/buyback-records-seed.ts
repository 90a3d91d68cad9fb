import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { choicesToAnswers } from "../../../domain/buyback-answers.js";
import type { BuybackStatus } from "../../../domain/buyback-status.js";
import { priceRequest } from "../../modules/buyback/buyback-appraisal.service.js";
import { lastNameLookup, nameLookup } from "../../modules/buyback/buyback-privacy.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { buybackEvents, buybacks } from "../schema.js";
import { DEMO_CUSTOMERS } from "./demo-orders-data.js";
import { demoStaff } from "./orders-seed.js";

const HOUR = 3_600_000;

/** The way each demo record went, from its sale to where it is now. */
const PATHS: Record<BuybackStatus, BuybackStatus[]> = {
  new: ["new"],
  awaiting_device: ["new", "awaiting_device"],
  received: ["new", "awaiting_device", "received"],
  inspected: ["new", "awaiting_device", "received", "inspected"],
  requoted: ["new", "awaiting_device", "received", "inspected", "requoted"],
  accepted: ["new", "awaiting_device", "received", "inspected", "requoted", "accepted"],
  returned: ["new", "awaiting_device", "received", "inspected", "requoted", "returned"],
  paid: ["new", "awaiting_device", "received", "inspected", "paid"],
  cancelled: ["new", "cancelled"],
};

/** The condition answers of the phones' questionnaire but the quality (`quality-a`…): micro-wear, all working, complete. */
const ANSWERS = [
  "display-micro",
  "body-micro",
  "functionality-all",
  "lock-off",
  "charger-yes",
  "battery-yes",
];

/** Devices the demo tree appraises, the condition answers (phones' questionnaire) and how old the sale is. */
const PLANS: { device: string; quality: string; status: BuybackStatus; hoursAgo: number }[] = [
  { device: "iphone-15-pro-black-titanium", quality: "quality-a", status: "paid", hoursAgo: 300 },
  { device: "iphone-12-black", quality: "quality-b", status: "paid", hoursAgo: 220 },
  { device: "iphone-13-pink", quality: "quality-b", status: "returned", hoursAgo: 200 },
  { device: "iphone-15-pro-black-titanium", quality: "quality-c", status: "accepted", hoursAgo: 170 },
  { device: "iphone-14-midnight", quality: "quality-a", status: "requoted", hoursAgo: 120 },
  { device: "iphone-16-pro-desert-titanium", quality: "quality-a", status: "inspected", hoursAgo: 96 },
  { device: "iphone-15-pro-black-titanium", quality: "quality-b", status: "received", hoursAgo: 72 },
  { device: "iphone-14-midnight", quality: "quality-a", status: "awaiting_device", hoursAgo: 200 },
  { device: "iphone-13-pink", quality: "quality-b", status: "awaiting_device", hoursAgo: 30 },
  { device: "iphone-15-pro-black-titanium", quality: "quality-a", status: "cancelled", hoursAgo: 150 },
  { device: "iphone-15-blue", quality: "quality-b", status: "new", hoursAgo: 5 },
  { device: "iphone-13-pink", quality: "quality-a", status: "new", hoursAgo: 0.5 },
];

/**
 * A seller's personal number: a Czech birth number (women's month + 50, divisible by 11) or a
 * Romanian CNP (sex digit, date, county, serial and its control digit), and the birth date in it.
 */
function personalNumber(market: "cz" | "ro", i: number, female: boolean) {
  const yy = String(70 + ((i * 3) % 25));
  const mm = String(((i * 5) % 12) + 1).padStart(2, "0");
  const dd = String(((i * 7) % 27) + 1).padStart(2, "0");
  const birthDate = `19${yy}-${mm}-${dd}`;
  if (market === "cz") {
    const base = `${yy}${String(Number(mm) + (female ? 50 : 0)).padStart(2, "0")}${dd}${String(100 + i * 7).padStart(3, "0")}`;
    return { number: `${base}${(Number(base) % 11) % 10}`, birthDate };
  }
  const body = `${female ? 2 : 1}${yy}${mm}${dd}40${String(100 + i).padStart(3, "0")}`;
  const sum = [...body].reduce((s, d, k) => s + Number(d) * Number("279146358279"[k]), 0);
  return { number: `${body}${sum % 11 === 10 ? 1 : sum % 11}`, birthDate };
}

/**
 * Demo buy-backs (issue 17): a dozen sales of the demo iPhones in every workflow status, priced by
 * the current appraisal as a sale online prices them, with their history by the demo staff, so the
 * buy-back records and the tasks have something to show. Idempotent: only without any records.
 */
export async function seedBuybackRecords(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(buybacks);
  if (n > 0) return;
  const staff = await demoStaff(ctx);
  const market = ctx.market.code;
  const now = Date.now();
  const people = DEMO_CUSTOMERS[market];
  // Priced first: the appraisal store reads through the shop's connection, which the transaction holds on PGlite.
  const priced = await Promise.all(
    PLANS.map((plan) =>
      priceRequest(ctx, ctx.market.language, {
        device_identifier: plan.device,
        appraisal_version: 1,
        device_condition_choices: [...ANSWERS, plan.quality],
        note: "",
      }).catch(() => null),
    ),
  );
  await ctx.db.transaction(async (tx) => {
    for (const [i, plan] of PLANS.entries()) {
      const price = priced[i];
      if (!price) continue;
      const who = (i + 5) % people.length;
      const p = people[who]!;
      // The demo shoppers alternate men and women.
      const female = who % 2 === 1;
      const id = personalNumber(market, i, female);
      const created = now - plan.hoursAgo * HOUR;
      const path = PATHS[plan.status];
      const at = (k: number) => new Date(created + (plan.hoursAgo * HOUR * k) / path.length);
      const requoted = path.includes("requoted");
      const row = await tx
        .insert(buybacks)
        .values({
          publicId: randomBytes(16).toString("base64url"),
          status: plan.status,
          modelId: price.model.id,
          colorId: price.color.id,
          appraisalId: price.row.id,
          answers: choicesToAnswers(price.appraisal, price.choices),
          quality: price.verdict.quality!,
          resultId: price.verdict.result.id,
          price: price.verdict.price,
          offeredPrice: requoted ? Math.round((price.verdict.price * 0.8) / 100) * 100 : null,
          offeredQuality: requoted ? "C" : null,
          imei: imei(i),
          email: p.email,
          emailLookup: lookupHash(p.email),
          nameLookup: nameLookup(p.first_name, p.last_name),
          lastNameLookup: lastNameLookup(p.last_name),
          customer: JSON.stringify({ ...seller(market, p, i, female), birth_date: id.birthDate }),
          birthNumber: id.number,
          idCardNumber:
            market === "cz" ? `2${String(14_500_000 + i * 7919).padStart(8, "0")}` : `RX${700_000 + i * 913}`,
          bankAccount: market === "cz" ? "2000145399" : "RO49AAAA1B31007593840000",
          bankCode: market === "cz" ? "0800" : "",
          createdAt: new Date(created),
          updatedAt: at(path.length - 1),
          paidAt: plan.status === "paid" ? at(path.length - 1) : null,
        })
        .returning({ id: buybacks.id });
      await tx.insert(buybackEvents).values(
        path.map((status, k) => ({
          buybackId: row[0]!.id,
          status,
          note:
            status === "requoted"
              ? market === "cz"
                ? "Prasklé zadní sklo, nabízíme nižší cenu."
                : "Sticlă spate crăpată, oferim un preț mai mic."
              : null,
          // The seller sells and answers a counter-offer; staff do the rest.
          actorId: status === "new" || status === "accepted" || status === "returned" ? null : staff.office,
          createdAt: at(k),
        })),
      );
    }
  });
}

/** A Luhn-valid IMEI of a demo device. */
function imei(i: number): string {
  const body = `35${String(4_210_000_000_000 + i * 7_919_113).slice(0, 12)}`;
  const sum = [...body].reduce((s, ch, k) => {
    const d = Number(ch) * (k % 2 ? 2 : 1);
    return s + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function seller(market: "cz" | "ro", p: (typeof DEMO_CUSTOMERS)["cz"][number], i: number, female: boolean) {
  const cz = market === "cz";
  return {
    identity_released_by: cz ? `MěÚ ${p.city}` : `SPCLEP ${p.city}`,
    identity_valid_to: `31.12.${2028 + (i % 6)}`,
    degree_before_name: "",
    first_name: p.first_name,
    last_name: p.last_name,
    gender: female ? "F" : "M",
    district: p.city,
    street: p.address,
    city: p.city,
    country: cz ? "CZ" : "RO",
    postcode: p.postcode,
    phone_number: p.phone,
    nationality: cz ? "CZ" : "RO",
    place_of_birth: p.city,
    e_mail: p.email,
  };
}
