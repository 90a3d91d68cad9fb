import { migrationsHash, preparePgliteDump, preparePgTemplate } from "./migrated-template.js";

/** Vitest globalSetup: migrate once; test files start from the migrated copy. */
export default async function setup(): Promise<void> {
  const hash = migrationsHash();
  process.env.SHOP_TEST_MIGRATIONS = hash;
  if (process.env.DATABASE_URL)
    process.env.SHOP_TEST_PG_TEMPLATE = await preparePgTemplate(process.env.DATABASE_URL, hash);
  else process.env.SHOP_TEST_PGLITE_DUMP = await preparePgliteDump(hash);
}
