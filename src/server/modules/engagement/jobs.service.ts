import { CV_MAX_BYTES } from "../../../contract/engagement.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { openBytes, sealBytes } from "../../platform/crypto.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import { renderMail } from "../../platform/mail-template.js";
import {
  insertApplication,
  selectApplication,
  selectApplications,
  selectOpenPositions,
  selectPosition,
} from "./jobs.queries.js";

export async function openPositions(ctx: AppContext) {
  const rows = await selectOpenPositions(ctx.db);
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
  const position = await selectPosition(ctx.db, input.position_id);
  if (!position?.isOpen) throw new ValidationError({ position_id: ["engagement:positionClosed"] });
  const file = Buffer.from(input.cv.content_base64, "base64");
  if (file.length === 0) throw new ValidationError({ cv: ["engagement:cvRequired"] });
  if (file.length > CV_MAX_BYTES) throw new ValidationError({ cv: ["engagement:cvTooLarge"] });
  const id = await insertApplication(ctx.db, {
    positionId: position.id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message || null,
    cvFileName: input.cv.file_name.replace(/[^\p{L}\p{N}._ -]/gu, "_"),
    cvContentType: input.cv.content_type,
    cv: sealBytes(file),
  });
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
  await ctx.events.publish("staff", { type: "job.application", id });
  return id;
}

export async function listApplications(ctx: AppContext, page: number, pageSize: number) {
  const { rows, count } = await selectApplications(ctx.db, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
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
  const row = await selectApplication(ctx.db, id);
  if (!row) throw notFound("errors.notFound");
  return { fileName: row.cvFileName, contentType: row.cvContentType, bytes: openBytes(row.cv) };
}
