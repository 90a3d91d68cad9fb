import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's directory (the one with package.json): files the server reads at run time (db
 * migrations, index.html, the web build in dist/) are found from here, not from this module's own
 * place, because the server runs both from its sources (src/server/…, under tsx) and compiled into
 * one bundle (dist/server-node/, `npm start`), at different depths.
 */
export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
