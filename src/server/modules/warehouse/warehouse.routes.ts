import type { FastifyInstance } from "fastify";

export async function warehouseRoutes(_root: FastifyInstance): Promise<void> {}
