import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const outboxItem = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  created_at: z.string(),
  text: z.string(),
});

/** The routes of `server/modules/…/outbox.routes.ts`. */
export const outboxApi = {
  "staff:outbox": {
    path: "/api/new/staff/outbox/",
    GET: {
      query: outboxQuery,
      response: { 200: z.object({ count: z.number(), results: z.array(outboxItem) }) },
      access: "staff",
      permission: "customers",
    },
  },
} as const satisfies ApiRoutes;
