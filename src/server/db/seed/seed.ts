import { sql } from "drizzle-orm";
import { slugify } from "../../../domain/slug.js";
import { createUser, findUserByEmail } from "../../modules/accounts/accounts.service.js";
import { fillCatalogReadModels } from "../../modules/catalog/catalog.service.js";
import { seedChat } from "../../modules/chat/chat.service.js";
import { seedSettings } from "../../modules/settings/settings.service.js";
import { seedUnits } from "../../modules/settings/units.service.js";
import { seedStoreSpecialDays } from "../../modules/stores/stores.service.js";
import type { AppContext } from "../../platform/context.js";
import type { Db } from "../client.js";
import {
  manufacturers,
  masterProductCategories,
  masterProducts,
  products,
  productTypes,
  storeStock,
  stores,
  typeCategories,
  users,
} from "../schema.js";
import { seedActionPackages } from "./action-packages-seed.js";
import { seedBuybackRecords } from "./buyback-records-seed.js";
import { seedBuyback } from "./buyback-seed.js";
import { seedCart } from "./cart-seed.js";
import { CATEGORY_TREE, COLOR_NAMES_RO, MODELS, PRODUCT_TYPES } from "./catalog-data.js";
import { seedCatalogExtras } from "./catalog-extras-seed.js";
import { seedConnectors } from "./connectors-seed.js";
import { seedContent } from "./content-seed.js";
import { seedDevices } from "./device-selector-seed.js";
import { seedImages } from "./images-seed.js";
import { seedJobPositions } from "./job-positions-seed.js";
import { seedLargeCatalog } from "./large-catalog.js";
import { seedOrders } from "./orders-seed.js";
import { seedPricing } from "./pricing-seed.js";
import { seedServiceOrders } from "./service-orders-seed.js";
import { seedService } from "./service-seed.js";
import { storeRows } from "./stores-data.js";
import { seedStaffTasks } from "./tasks-seed.js";
import { seedWarehouse } from "./warehouse-seed.js";

/** Demo logins, printed in the README. */
export const DEMO_USERS = [
  {
    email: "admin@mobilcentrum.cz",
    password: "Admin123!",
    role: "admin" as const,
    permissions: ["supervisor"],
    firstName: "Alena",
    lastName: "Adminová",
  },
  {
    email: "supervisor@mobilcentrum.cz",
    password: "Super123!",
    role: "staff" as const,
    permissions: ["supervisor", "buyback:bank-details"],
    firstName: "Pavel",
    lastName: "Vedoucí",
  },
  {
    email: "staff@mobilcentrum.cz",
    password: "Staff123!",
    role: "staff" as const,
    permissions: [],
    firstName: "Tomáš",
    lastName: "Skladník",
  },
  {
    email: "sklad@mobilcentrum.cz",
    password: "Sklad123!",
    role: "warehouse" as const,
    permissions: [],
    firstName: "Martin",
    lastName: "Balík",
  },
  {
    email: "katalog@mobilcentrum.cz",
    password: "Katalog123!",
    role: "catalog" as const,
    permissions: [],
    firstName: "Lenka",
    lastName: "Nová",
  },
  {
    email: "prodejna@mobilcentrum.cz",
    password: "Prodejna123!",
    role: "shop" as const,
    permissions: [],
    firstName: "Prodejna",
    lastName: "Praha",
  },
  {
    email: "zakaznik@example.cz",
    password: "Zakaznik123!",
    role: "customer" as const,
    permissions: [],
    firstName: "Jana",
    lastName: "Nováková",
  },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0;
}

/** Area seeders run in order; each is idempotent (it checks what is already there). */
export type Seeder = (ctx: AppContext) => Promise<void>;
export const seeders: Seeder[] = [
  seedUsers,
  seedStores,
  seedCatalog,
  seedConnectors,
  seedImages,
  seedDevices,
  seedBuyback,
  seedCatalogExtras,
  seedService,
  seedCart,
  seedJobPositions,
  seedWarehouse,
  seedOrders,
  seedBuybackRecords,
  seedServiceOrders,
  seedStaffTasks,
  seedPricing,
  seedContent,
  seedChat,
  seedSettings,
  seedStoreSpecialDays,
  seedUnits,
  seedActionPackages,
];

export async function seedDemo(ctx: AppContext, opts: { products?: number } = {}): Promise<void> {
  for (const seeder of seeders) await seeder(ctx);
  if (opts.products) await seedLargeCatalog(ctx.db, opts.products);
  // The catalogue's read models (decisions 025, 026), so the first shopper reads stored rows.
  await fillCatalogReadModels(ctx);
}

async function seedUsers(ctx: AppContext): Promise<void> {
  for (const u of DEMO_USERS)
    if (!(await findUserByEmail(ctx, u.email))) await createUser(ctx, { ...u, verified: true });
}

/** The market's stores (`storeRows`, the one list every page and the service seed read). */
export async function seedStores(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(stores);
  if (n > 0) return;
  await ctx.db.insert(stores).values(storeRows(ctx.market));
}

/** Prices are written in CZK; the Romanian shop shows lei at about 1 : 5, ending in 9 as shops do. */
function marketPrice(czk: number, market: AppContext["market"]): number {
  if (market.currency === "CZK") return czk * 100;
  return (Math.max(1, Math.round(czk / 50)) * 10 - 1) * 100;
}

async function seedCatalog(ctx: AppContext): Promise<void> {
  const { db, market } = ctx;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (n > 0) return;
  const ro = market.language === "ro";

  const typeRows = await db
    .insert(productTypes)
    .values([...PRODUCT_TYPES])
    .onConflictDoNothing()
    .returning();
  const typeId = new Map(typeRows.map((t) => [t.code, t.id]));

  const makers = [...new Set(MODELS.map((m) => m.maker))];
  const makerRows = await db
    .insert(manufacturers)
    .values(makers.map((name) => ({ name, seoName: slugify(name) })))
    .returning();
  const makerId = new Map(makerRows.map((m) => [m.name, m.id]));

  const categoryId = new Map<string, number>();
  for (const [i, root] of CATEGORY_TREE.entries()) {
    const [r] = await db
      .insert(typeCategories)
      .values({
        name: ro ? root.ro : root.cs,
        seoName: root.seo,
        position: i,
        urlPath: root.seo,
        productTypeId: root.type ? typeId.get(root.type) : null,
        meilisearchBoost: root.boost ?? "1",
        forBuyout: root.type !== "accessory",
        forService: root.type !== "accessory",
      })
      .returning();
    categoryId.set(root.seo, r.id);
    for (const [j, child] of (root.children ?? []).entries()) {
      const [c] = await db
        .insert(typeCategories)
        .values({
          name: ro ? child.ro : child.cs,
          seoName: child.seo,
          parentId: r.id,
          position: j,
          urlPath: `${root.seo}/${child.seo}`,
          productTypeId: r.productTypeId,
          filterable: true,
        })
        .returning();
      categoryId.set(child.seo, c.id);
    }
  }

  const masters = await db
    .insert(masterProducts)
    .values(
      MODELS.map((m) => {
        const name = (ro && m.ro) || m.name;
        return {
          productTypeId: typeId.get(m.type)!,
          manufacturerId: makerId.get(m.maker)!,
          name: name.startsWith(m.maker) ? name : `${m.maker} ${name}`,
          seoName: slugify(`${m.maker} ${name}`),
          description: ro
            ? `${m.maker} ${name}: distribuție oficială, garanție 24 de luni, transport gratuit.`
            : `${m.maker} ${name}: oficiální distribuce, záruka 24 měsíců, doprava zdarma.`,
        };
      }),
    )
    .returning();

  const variantRows: (typeof products.$inferInsert)[] = [];
  MODELS.forEach((m, mi) => {
    const master = masters[mi];
    for (const [ci, [czechColor, colorHex]] of m.colors.entries()) {
      const colorName = ro ? (COLOR_NAMES_RO[czechColor] ?? czechColor) : czechColor;
      for (const [gi, memory] of (m.memories ?? [0]).entries()) {
        const czk = m.price + gi * Math.round((m.price * 0.15) / 100) * 100;
        const name = `${master.name}${memory ? ` ${memory >= 1024 ? `${memory / 1024} TB` : `${memory} GB`}` : ""} ${colorName}`;
        const onSale = (mi + ci + gi) % 4 === 0;
        variantRows.push({
          masterProductId: master.id,
          code: `${slugify(m.maker).slice(0, 3).toUpperCase()}${String(master.id).padStart(4, "0")}${ci}${gi}`,
          seoName: slugify(name),
          name,
          colorName,
          colorHex,
          memoryGb: memory || null,
          price: marketPrice(czk, market),
          commonPrice: onSale ? marketPrice(Math.round((czk * 1.12) / 100) * 100 - 10, market) : null,
          warehouseStock: (mi * 7 + ci * 3 + gi) % 9 === 0 ? 0 : ((mi + ci + gi) % 15) + 1,
          ean: `859${String(100000000 + mi * 100 + ci * 10 + gi).padStart(9, "0")}0`,
          attributes: { ...(m.attrs ?? {}), ...(memory ? { storage: memory } : {}) },
          // Demo images are drawn by the web app from the colour; no CDN is reachable offline.
          imageUrl: null,
        });
      }
    }
  });
  const productRows = await db
    .insert(products)
    .values(variantRows)
    .returning({ id: products.id, masterProductId: products.masterProductId });

  await db.insert(masterProductCategories).values(
    MODELS.flatMap((m, mi) => {
      const root = CATEGORY_TREE.find((r) => r.children?.some((c) => c.seo === m.category))!;
      return [
        { masterProductId: masters[mi].id, typeCategoryId: categoryId.get(m.category)! },
        { masterProductId: masters[mi].id, typeCategoryId: categoryId.get(root.seo)! },
      ];
    }),
  );

  const storeRows = await db.select({ id: stores.id }).from(stores);
  await db
    .insert(storeStock)
    .values(
      productRows.flatMap((p, i) =>
        storeRows
          .filter((_, si) => (i + si) % 3 !== 0)
          .map((s, si) => ({ storeId: s.id, productId: p.id, quantity: (i + si) % 5 })),
      ),
    );
}
