import { desc, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "../../../contract/z.js";
import { mailOutbox } from "../../db/schema.js";

const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
const outboxItem = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  created_at: z.string(),
  text: z.string(),
});

/** The mail outbox for staff: without SMTP this is where the shop's e-mails can be read. */
export async function outboxRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/new/staff/outbox/",
    {
      schema: {
        querystring: outboxQuery,
        response: { 200: z.object({ count: z.number(), results: z.array(outboxItem) }) },
      },
      config: { name: "staff:outbox", access: "staff" },
    },
    async (req) => {
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
    },
  );
}
