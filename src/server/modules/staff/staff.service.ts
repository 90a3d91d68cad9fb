import type { AppContext } from "../../platform/context.js";
import { selectOutboxPage } from "./outbox.queries.js";

/** The mail outbox for staff: without SMTP this is where the shop's e-mails can be read. */
export async function outboxPage(ctx: AppContext, query: { page: number; page_size: number }) {
  const { page, page_size } = query;
  const { rows, count } = await selectOutboxPage(ctx.db, {
    limit: page_size,
    offset: (page - 1) * page_size,
  });
  return {
    count,
    results: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.to,
      subject: r.subject,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      text: r.text,
    })),
  };
}
