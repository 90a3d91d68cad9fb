import { asc, sql } from "drizzle-orm";
import type { AppContext } from "../../platform/context.js";
import { buybacks, orderItems, orders, serviceOrders, staffTasks } from "../schema.js";
import { demoStaff } from "./orders-seed.js";

const HOUR = 3_600_000;

type Entity = { type: "order" | "buyback" | "service"; id: number } | null;
type Who = "warehouse" | "office" | "supervisor" | "catalog";

interface TaskPlan {
  title: [string, string];
  note?: [string, string];
  entity: Entity;
  who: Who;
  /** Hours from now it is due (negative: overdue); null for no due date. */
  due: number | null;
  /** Hours ago it was done. */
  doneAgo?: number;
}

/**
 * Demo staff to-dos (issue 17) tied to the demo orders, buy-backs and service orders, assigned to
 * the demo staff (the warehouse worker, the office, the supervisor, the catalogue editor), some
 * overdue and some done. Idempotent: only without any tasks; needs the records' seeds first.
 */
export async function seedStaffTasks(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(staffTasks);
  if (n > 0) return;
  const staff = await demoStaff(ctx);
  const [orderRows, notFound, buybackRows, serviceRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        payment: orders.paymentType,
        created: orders.createdAt,
      })
      .from(orders)
      .orderBy(asc(orders.id)),
    db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(sql`${orderItems.pickingStatus} = 'not_found'`),
    db.select({ id: buybacks.id, status: buybacks.status }).from(buybacks).orderBy(asc(buybacks.id)),
    db
      .select({ id: serviceOrders.id, status: serviceOrders.status })
      .from(serviceOrders)
      .orderBy(asc(serviceOrders.id)),
  ]);
  const order = (find: (o: (typeof orderRows)[number]) => boolean): Entity => {
    const o = orderRows.find(find);
    return o ? { type: "order", id: o.id } : null;
  };
  const record = (
    type: "buyback" | "service",
    rows: { id: number; status: string }[],
    status: string,
  ): Entity => {
    const r = rows.find((x) => x.status === status);
    return r ? { type, id: r.id } : null;
  };
  const oldTransfer = order(
    (o) =>
      o.status === "new" && o.payment === "bank_transfer" && Date.now() - o.created.getTime() > 12 * HOUR,
  );

  const plans: TaskPlan[] = [
    {
      title: ["Dohledat chybějící kus na skladě", "Găsiți produsul lipsă din depozit"],
      note: [
        "Při vychystání nebyl na pozici; zkontrolovat sousední regály.",
        "Nu era la locația lui la colectare; verificați rafturile vecine.",
      ],
      entity: order((o) => notFound.some((x) => x.orderId === o.id)),
      who: "warehouse",
      due: 2,
    },
    {
      title: [
        "Zavolat zákazníkovi: platba převodem nedorazila",
        "Sunați clientul: plata prin transfer nu a sosit",
      ],
      entity: oldTransfer,
      who: "office",
      due: -6,
    },
    {
      title: [
        "Předat balíky řidiči při odpoledním svozu",
        "Predați coletele curierului la ridicarea de după-amiază",
      ],
      entity: order((o) => o.status === "packed"),
      who: "warehouse",
      due: 3,
    },
    {
      title: ["Vrátit peníze za vrácenou objednávku", "Returnați banii pentru comanda returnată"],
      entity: order((o) => o.status === "returned"),
      who: "supervisor",
      due: -120,
      doneAgo: 100,
    },
    {
      title: ["Zkontrolovat přijaté zařízení z výkupu", "Verificați dispozitivul primit din răscumpărare"],
      entity: record("buyback", buybackRows, "received"),
      who: "office",
      due: -20,
    },
    {
      title: ["Urgovat zaslání zařízení", "Reamintiți trimiterea dispozitivului"],
      note: ["Prodávající slíbil odeslání do pátku.", "Vânzătorul a promis trimiterea până vineri."],
      entity: record("buyback", buybackRows, "awaiting_device"),
      who: "office",
      due: -48,
    },
    {
      title: ["Poslat protinabídku ke schválení", "Trimiteți contraoferta spre aprobare"],
      entity: record("buyback", buybackRows, "requoted"),
      who: "supervisor",
      due: 24,
    },
    {
      title: ["Objednat díl u dodavatele", "Comandați piesa de la furnizor"],
      entity: record("service", serviceRows, "waiting_for_parts"),
      who: "office",
      due: 20,
    },
    {
      title: ["Upozornit zákazníka, že je oprava hotová", "Anunțați clientul că reparația e gata"],
      entity: record("service", serviceRows, "ready_for_pickup"),
      who: "office",
      due: -30,
    },
    {
      title: ["Posoudit reklamaci zákaznice", "Evaluați reclamația clientei"],
      entity: record("service", serviceRows, "received"),
      who: "supervisor",
      due: 48,
    },
    {
      title: ["Doplnit fotografie nových barev telefonů", "Adăugați fotografiile noilor culori de telefoane"],
      entity: null,
      who: "catalog",
      due: 72,
    },
    {
      title: ["Inventura regálu A-01", "Inventarul raftului A-01"],
      entity: null,
      who: "warehouse",
      due: -30,
      doneAgo: 26,
    },
  ];
  const assignee: Record<Who, number | null> = {
    warehouse: staff.warehouse,
    office: staff.office,
    supervisor: staff.supervisor,
    catalog: staff.catalog,
  };
  const cz = ctx.market.code === "cz";
  const now = Date.now();
  await db.insert(staffTasks).values(
    plans.map((p, i) => ({
      // The task's record is shown with its number beside the title.
      title: cz ? p.title[0] : p.title[1],
      note: p.note ? (cz ? p.note[0] : p.note[1]) : "",
      entityType: p.entity?.type ?? null,
      entityId: p.entity?.id ?? null,
      assigneeId: assignee[p.who],
      dueAt: p.due === null ? null : new Date(now + p.due * HOUR),
      doneAt: p.doneAgo ? new Date(now - p.doneAgo * HOUR) : null,
      doneBy: p.doneAgo ? assignee[p.who] : null,
      createdBy: staff.supervisor,
      // Set a day or two before they are due (or were done).
      createdAt: new Date(now - Math.max(2, 24 + (p.due !== null && p.due < 0 ? -p.due : 0) + i) * HOUR),
    })),
  );
}
