import type { FastifyInstance } from "fastify";

export async function teamRoutes(_root: FastifyInstance): Promise<void> {}
