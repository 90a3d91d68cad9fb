import { sql } from "drizzle-orm";
import type { AppContext } from "../../platform/context.js";
import { jobPositions } from "../schema.js";

/** The careers page's demo positions, per market. Idempotent. */
export async function seedJobPositions(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(jobPositions);
  if (n > 0) return;
  const ro = ctx.market.language === "ro";
  await ctx.db.insert(jobPositions).values(
    ro
      ? [
          {
            seoName: "consultant-vanzari-bucuresti",
            title: "Consultant vânzări",
            city: "București",
            description:
              "Consiliezi clienții la alegerea telefoanelor și a accesoriilor, pregătești comenzile de ridicare.",
          },
          {
            seoName: "tehnician-service-cluj",
            title: "Tehnician service",
            city: "Cluj-Napoca",
            description: "Diagnostichezi și repari telefoane și tablete: ecrane, baterii, conectori.",
          },
        ]
      : [
          {
            seoName: "prodavac-praha",
            title: "Prodavač/ka elektroniky",
            city: "Praha",
            description: "Radíte zákazníkům s výběrem telefonů a příslušenství a vydáváte objednávky.",
          },
          {
            seoName: "servisni-technik-brno",
            title: "Servisní technik/technička",
            city: "Brno",
            description: "Diagnostikujete a opravujete telefony a tablety: displeje, baterie, konektory.",
          },
          {
            seoName: "skladnik-ostrava",
            title: "Skladník/skladnice",
            city: "Ostrava",
            description: "Vychystáváte a balíte objednávky, předáváte je dopravcům.",
          },
        ],
  );
}
