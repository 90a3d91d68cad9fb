// After `vite build`: writes `.br` (quality 11) and `.gz` (level 9) beside every hashed asset, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing on each request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = "dist/client/assets";
let files = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|json|svg|txt)$/.test(name)) continue;
  const raw = readFileSync(join(dir, name));
  if (raw.length < 1024) continue;
  writeFileSync(
    join(dir, `${name}.br`),
    brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  );
  writeFileSync(join(dir, `${name}.gz`), gzipSync(raw, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} assets`);
