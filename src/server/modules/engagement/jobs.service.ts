import { desc, eq, sql } from "drizzle-orm";
import { CV_MAX_BYTES } from "../../../contract/engagement.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { jobApplications, jobPositions } from "../../db/schema.js";
import type { AppContext } from "../../platform/context.js";
import { openBytes, sealBytes } from "../../platform/crypto.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import { renderMail } from "../../platform/mail-template.js";

export async function openPositions(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(jobPositions)
    .where(eq(jobPositions.isOpen, true))
    .orderBy(jobPositions.title);
  return rows.map((p) => ({
    id: p.id,
    seo_name: p.seoName,
    title: p.title,
    city: p.city,
    description: p.description,
  }));
}

export interface ApplicationInput {
  position_id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  cv: { file_name: string; content_type: string; content_base64: string };
}

/** Stores an application with its CV sealed, and confirms it to the applicant. */
export async function apply(ctx: AppContext, input: ApplicationInput, t: TFunction): Promise<number> {
  const [position] = await ctx.db.select().from(jobPositions).where(eq(jobPositions.id, input.position_id));
  if (!position?.isOpen) throw new ValidationError({ position_id: ["engagement:positionClosed"] });
  const file = Buffer.from(input.cv.content_base64, "base64");
  if (file.length === 0) throw new ValidationError({ cv: ["engagement:cvRequired"] });
  if (file.length > CV_MAX_BYTES) throw new ValidationError({ cv: ["engagement:cvTooLarge"] });
  const [row] = await ctx.db
    .insert(jobApplications)
    .values({
      positionId: position.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message || null,
      cvFileName: input.cv.file_name.replace(/[^\p{L}\p{N}._ -]/gu, "_"),
      cvContentType: input.cv.content_type,
      cv: sealBytes(file),
    })
    .returning({ id: jobApplications.id });
  const mail = renderMail({
    shopName: t("shop.name"),
    heading: t("engagement:jobs.ackSubject"),
    paragraphs: [t("engagement:jobs.ackText", { position: position.title })],
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: "job-application-ack",
    to: input.email,
    subject: t("engagement:jobs.ackSubject"),
    ...mail,
  });
  await ctx.events.publish("staff", { type: "job.application", id: row.id });
  return row.id;
}

export async function listApplications(ctx: AppContext, page: number, pageSize: number) {
  const [rows, [{ count }]] = await Promise.all([
    ctx.db
      .select({ a: jobApplications, position: jobPositions.title })
      .from(jobApplications)
      .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
      .orderBy(desc(jobApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ count: sql<number>`count(*)::int` }).from(jobApplications),
  ]);
  return {
    count,
    results: rows.map(({ a, position }) => ({
      id: a.id,
      position,
      name: a.name,
      email: a.email,
      phone: a.phone,
      message: a.message,
      cv_file_name: a.cvFileName,
      created_at: a.createdAt.toISOString(),
    })),
  };
}

export async function applicationCv(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(jobApplications).where(eq(jobApplications.id, id));
  if (!row) throw notFound("errors.notFound");
  return { fileName: row.cvFileName, contentType: row.cvContentType, bytes: openBytes(row.cv) };
}

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
