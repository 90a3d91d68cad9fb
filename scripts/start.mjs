// `npm start`: builds the web bundle when it is missing or older than the sources, then serves the
// shop in production mode (PGlite in ./data unless DATABASE_URL is set; demo data on first start).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const stamp = "dist/server/entry-server.js";
const sources = ["src/web", "src/domain", "src/contract", "index.html", "vite.config.ts", "public"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const built = existsSync(stamp) && existsSync("dist/client/index.html") ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...sources.map(newest))) {
  console.log("Building the web app…");
  const r = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const s of ["SIGINT", "SIGTERM"]) process.on(s, () => child.kill(s));
child.on("exit", (code) => process.exit(code ?? 0));
