import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * Packages a web instance loads only when a request needs them (decision 013): each would otherwise
 * sit in every instance's memory from its start. A static `import` of one anywhere the server's
 * bundle reaches brings it back at start (esbuild hoists external imports to the bundle's top), so
 * this reads the bundle's import graph as scripts/build-server.mjs builds it.
 */
const ON_DEMAND = ["pdf-lib", "@pdf-lib/fontkit", "sharp", "nodemailer"];

describe("the compiled web server's start", () => {
  it("loads pdf-lib, fontkit, sharp and nodemailer only on demand", async () => {
    const result = await build({
      entryPoints: ["src/server/main.ts"],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node24",
      packages: "external",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const statics: string[] = [];
    const dynamics = new Set<string>();
    for (const [file, input] of Object.entries(result.metafile.inputs))
      for (const i of input.imports)
        if (i.external && ON_DEMAND.includes(i.path)) {
          if (i.kind === "dynamic-import") dynamics.add(i.path);
          else statics.push(`${file} imports ${i.path}`);
        }
    expect(statics).toEqual([]);
    // Still used: each is imported somewhere, on demand.
    expect([...dynamics].sort()).toEqual([...ON_DEMAND].sort());
  }, 60_000);
});
