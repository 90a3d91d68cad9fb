import type { FastifyInstance } from "fastify";

export async function shippingRoutes(_root: FastifyInstance): Promise<void> {}
