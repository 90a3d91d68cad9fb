import { desc, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mailOutbox } from "../../db/schema.js";
import { apiRoutes } from "../../platform/api-routes.js";

/** The mail outbox for staff: without SMTP this is where the shop's e-mails can be read. */
export async function outboxRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  route.get("staff:outbox", async (req) => {
    const { page, page_size } = req.query;
    const [rows, [{ count }]] = await Promise.all([
      root.ctx.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(page_size)
        .offset((page - 1) * page_size),
      root.ctx.db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox),
    ]);
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
  });
}
