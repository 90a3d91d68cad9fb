// Test support for order-crash.test.ts: submits an order and dies (SIGKILL) inside the transaction,
// right after the stock is taken. Run as `node --import tsx order-crash-child.ts <dataDir> <phase>`.
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createContext } from "../context-factory.js";
import { submitHooks } from "../modules/checkout/submit/submit-order.js";
import { finishPayload, seedCheckoutFixture } from "./checkout-fixtures.js";
import { TestClient } from "./test-client.js";

const [dataDir, phase] = process.argv.slice(2);
const config = {
  ...loadConfig({ ...process.env, SHOP_MARKET: "cz", DATA_KEY: "11".repeat(32), DATA_DIR: dataDir }),
  logLevel: "silent",
};
const ctx = await createContext(config, { jobs: "inline" });
const { database } = ctx;
const app = await buildApp(ctx, { logger: false });
await app.ready();
if (phase === "seed") {
  const f = await seedCheckoutFixture(ctx, { phoneStock: 5, storeStock: 0 });
  console.log(JSON.stringify({ phone: f.phone.id }));
  await app.close();
  await database.close();
  process.exit(0);
}
const c = new TestClient(app);
await c.post("/api/new/cart/add/", { product: Number(phase) });
submitHooks.afterStock = async () => {
  process.kill(process.pid, "SIGKILL");
  await new Promise(() => {});
};
await c.post(
  "/api/new/checkout/finish/",
  finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
);
console.log("not killed");
