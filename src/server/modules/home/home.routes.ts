import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { productCard } from "../../../contract/product-card.js";
import { z } from "../../../contract/z.js";
import { TtlCache } from "../../platform/ttl-cache.js";
import { homeProducts } from "./home.queries.js";

export async function homeRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The home lists are the same for everyone: computed at most once a minute per instance.
  const cache = new TtlCache<Awaited<ReturnType<typeof homeProducts>>>(60_000);
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
      return cache.get("home", () => homeProducts(root.ctx.db, 12));
    },
  );
}
