import { loadConfig } from "../config.js";
import { migrateDatabase, openDatabase } from "./client.js";

const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
console.log(`migrations applied (${database.kind})`);
await database.close();
