import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { productCard } from "../../../contract/product-card.js";
import { z } from "../../../contract/z.js";
import { homeProducts } from "./home.queries.js";

export async function homeRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/new/content/home/",
    {
      schema: {
        response: { 200: z.object({ newest: z.array(productCard), discounted: z.array(productCard) }) },
      },
      config: { name: "content:home" },
    },
    async (_req, reply) => {
      reply.header("cache-control", "public, max-age=60").header("surrogate-key", "home products");
      return homeProducts(root.ctx.db, 12);
    },
  );
}
