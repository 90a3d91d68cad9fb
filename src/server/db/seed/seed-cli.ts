import { parseArgs } from "node:util";
import { loadConfig } from "../../config.js";
import { closeContext, createContext } from "../../context-factory.js";
import { seedDemo } from "./seed.js";

// npm run db:seed [-- --products 100000]: idempotent; only adds what is missing.
const { values } = parseArgs({ options: { products: { type: "string" } } });
const ctx = await createContext(loadConfig(), { jobs: "inline" });
await seedDemo(ctx, { products: values.products ? Number(values.products) : undefined });
console.log("seed done");
await closeContext(ctx);
