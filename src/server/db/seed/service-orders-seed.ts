import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { ServiceStatus } from "../../../domain/service-status.js";
import { loadDeviceTree } from "../../modules/device-selector/device-tree.js";
import { insertOrder } from "../../modules/service/service-orders.queries.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import type { DbOrTx } from "../client.js";
import {
  orderItems,
  orders,
  serviceOperationPrices,
  serviceOperations,
  serviceOrderEvents,
  serviceOrderParts,
  serviceOrders,
  stores,
} from "../schema.js";
import { DEMO_CUSTOMERS } from "./demo-orders-data.js";
import { demoStaff } from "./orders-seed.js";

const HOUR = 3_600_000;

const PATHS: Record<ServiceStatus, ServiceStatus[]> = {
  received: ["received"],
  diagnosing: ["received", "diagnosing"],
  waiting_for_parts: ["received", "diagnosing", "waiting_for_parts"],
  repairing: ["received", "diagnosing", "repairing"],
  ready_for_pickup: ["received", "diagnosing", "repairing", "ready_for_pickup"],
  handed_over: ["received", "repairing", "ready_for_pickup", "handed_over"],
  cancelled: ["received", "diagnosing", "cancelled"],
};

interface Plan {
  color: string;
  operations: string[];
  status: ServiceStatus;
  hoursAgo: number;
  handover: "store" | "courier";
  fault: [string, string];
}

const PLANS: Plan[] = [
  {
    color: "iphone-15-pro-black-titanium",
    operations: ["display"],
    status: "handed_over",
    hoursAgo: 300,
    handover: "store",
    fault: ["Prasklý displej po pádu.", "Ecran spart după o cădere."],
  },
  {
    color: "iphone-14-midnight",
    operations: ["battery"],
    status: "handed_over",
    hoursAgo: 240,
    handover: "courier",
    fault: ["Baterie vydrží jen půl dne.", "Bateria ține doar jumătate de zi."],
  },
  {
    color: "iphone-13-pink",
    operations: ["display", "battery"],
    status: "cancelled",
    hoursAgo: 180,
    handover: "courier",
    fault: ["Nejde dotyk v horní části displeje.", "Touch-ul nu merge în partea de sus."],
  },
  {
    color: "iphone-15-blue",
    operations: ["back-glass"],
    status: "ready_for_pickup",
    hoursAgo: 120,
    handover: "store",
    fault: ["Rozbité zadní sklo.", "Sticla din spate spartă."],
  },
  {
    color: "iphone-12-black",
    operations: ["charging-port"],
    status: "waiting_for_parts",
    hoursAgo: 100,
    handover: "store",
    fault: ["Nenabíjí, konektor je uvolněný.", "Nu se încarcă, mufa e slăbită."],
  },
  {
    color: "iphone-16-pro-desert-titanium",
    operations: ["display"],
    status: "repairing",
    hoursAgo: 70,
    handover: "store",
    fault: ["Po pádu nesvítí displej.", "Ecranul nu se aprinde după cădere."],
  },
  {
    color: "iphone-14-midnight",
    operations: ["diagnostics"],
    status: "diagnosing",
    hoursAgo: 50,
    handover: "courier",
    fault: ["Telefon se sám restartuje.", "Telefonul se repornește singur."],
  },
  {
    color: "iphone-15-pro-black-titanium",
    operations: ["battery"],
    status: "received",
    hoursAgo: 30,
    handover: "store",
    fault: ["Baterie se nafoukla.", "Bateria s-a umflat."],
  },
  {
    color: "iphone-13-pink",
    operations: ["display"],
    status: "received",
    hoursAgo: 1,
    handover: "courier",
    fault: ["Prasklý displej, telefon jinak funguje.", "Ecran crăpat, telefonul funcționează."],
  },
];

/**
 * Demo repair orders and a warranty claim (issue 17) in every workflow status, priced from the
 * market's service price list, with their history and a part used, so the service screens and the
 * tasks have something to show. Idempotent: only without any service orders.
 */
export async function seedServiceOrders(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(serviceOrders);
  if (n > 0) return;
  const { db, market } = ctx;
  const staff = await demoStaff(ctx);
  const tree = await loadDeviceTree(db);
  const centres = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.isServiceCenter, true))
    .orderBy(asc(stores.id));
  const people = DEMO_CUSTOMERS[market.code];
  const now = Date.now();
  const lang = market.language;
  const cz = market.code === "cz";

  await db.transaction(async (tx) => {
    for (const [i, plan] of PLANS.entries()) {
      const color = tree.colorBySlug.get(plan.color);
      if (!color) continue;
      const model = tree.modelById.get(color.modelId)!;
      const ops = await tx
        .select({
          id: serviceOperations.id,
          code: serviceOperations.code,
          names: serviceOperations.names,
          minutes: serviceOperations.durationMinutes,
          price: serviceOperationPrices.price,
        })
        .from(serviceOperations)
        .innerJoin(
          serviceOperationPrices,
          and(
            eq(serviceOperationPrices.operationId, serviceOperations.id),
            eq(serviceOperationPrices.market, market.code),
          ),
        )
        .where(
          and(
            eq(serviceOperations.modelId, model.id),
            or(isNull(serviceOperations.colorId), eq(serviceOperations.colorId, color.id)),
            inArray(serviceOperations.code, plan.operations),
          ),
        );
      if (!ops.length) continue;
      const p = people[(i + 9) % people.length]!;
      const created = now - plan.hoursAgo * HOUR;
      const path = PATHS[plan.status];
      const at = (k: number) => new Date(created + (plan.hoursAgo * HOUR * k) / (path.length + 0.5));
      const storeId =
        plan.handover === "store" ? (centres[i % Math.max(1, centres.length)]?.id ?? null) : null;
      const items = ops.map((o) => ({
        operationId: o.id,
        code: o.code,
        name: (lang === "ro" ? o.names.ro : o.names.cs) ?? o.names.cs,
        price: o.price,
        durationMinutes: o.minutes,
      }));
      const price = items.reduce((s, x) => s + x.price, 0);
      const created_ = await insertOrder(
        tx,
        "SR",
        {
          publicId: randomBytes(18).toString("base64url"),
          kind: "repair",
          status: plan.status,
          language: lang,
          currency: market.currency,
          modelId: model.id,
          colorId: color.id,
          deviceLabel: `${model.maker.name} ${model.name}, ${color.names[lang] ?? color.names.cs}`,
          fault: cz ? plan.fault[0] : plan.fault[1],
          handover: plan.handover,
          storeId,
          contactName: `${p.first_name} ${p.last_name}`,
          email: p.email,
          emailLookup: lookupHash(p.email),
          phone: p.phone,
          pickupAddress:
            plan.handover === "courier"
              ? JSON.stringify({ street: p.address, city: p.city, postcode: p.postcode })
              : null,
          estimatedPrice: price,
          agreedPrice: price,
          estimatedMinutes: items.reduce((s, x) => s + x.durationMinutes, 0),
          createdAt: new Date(created),
          updatedAt: at(path.length - 1),
        },
        items,
      );
      await tx.insert(serviceOrderEvents).values(
        path.map((status, k) => ({
          serviceOrderId: created_.id,
          type: k === 0 ? "created" : "status",
          status,
          text:
            status === "waiting_for_parts"
              ? cz
                ? "Objednali jsme nový konektor, dorazí do tří dnů."
                : "Am comandat o mufă nouă, ajunge în trei zile."
              : "",
          actorId: k === 0 ? null : staff.office,
          createdAt: at(k),
        })),
      );
      if (["repairing", "ready_for_pickup", "handed_over"].includes(plan.status))
        await tx.insert(serviceOrderParts).values({
          serviceOrderId: created_.id,
          name: items[0]!.name,
          code: `ND-${items[0]!.code.toUpperCase()}-${model.id}`,
          quantity: 1,
          unitPrice: Math.round(items[0]!.price * 0.45),
          actorId: staff.office,
          createdAt: at(Math.max(1, path.indexOf("repairing"))),
        });
    }
    await seedClaim(ctx, tx);
  });
}

/** The demo customer's warranty claim on the device of their delivered order (waiting for its diagnosis). */
async function seedClaim(ctx: AppContext, tx: DbOrTx) {
  const [bought] = await tx
    .select({ order: orders, itemId: orderItems.id, name: orderItems.name })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(eq(orders.status, "delivered"), sql`${orders.userId} is not null`, eq(orderItems.kind, "product")),
    )
    .orderBy(asc(orders.id), asc(orderItems.id))
    .limit(1);
  if (!bought) return;
  const billing = JSON.parse(bought.order.billing) as Record<string, string>;
  const created = Date.now() - 20 * HOUR;
  const claim = await insertOrder(
    tx,
    "RK",
    {
      publicId: randomBytes(18).toString("base64url"),
      kind: "claim",
      status: "received",
      language: ctx.market.language,
      currency: ctx.market.currency,
      userId: bought.order.userId,
      deviceLabel: bought.name,
      fault:
        ctx.market.code === "cz"
          ? "Reproduktor při hovoru chrčí, bez pádu a bez vody."
          : "Difuzorul hârâie în timpul apelurilor, fără căderi sau apă.",
      handover: "courier",
      contactName: `${billing.first_name} ${billing.last_name}`,
      email: bought.order.email,
      emailLookup: bought.order.emailLookup,
      phone: billing.phone ?? "",
      pickupAddress: JSON.stringify({
        street: billing.address,
        city: billing.city,
        postcode: billing.postcode,
      }),
      orderId: bought.order.id,
      orderItemId: bought.itemId,
      estimatedPrice: 0,
      agreedPrice: 0,
      estimatedMinutes: 0,
      createdAt: new Date(created),
      updatedAt: new Date(created),
    },
    [],
  );
  await tx.insert(serviceOrderEvents).values({
    serviceOrderId: claim.id,
    type: "created",
    status: "received",
    actorId: null,
    createdAt: new Date(created),
  });
}
