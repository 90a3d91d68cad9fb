import { TtlCache } from "../../platform/ttl-cache.js";

/**
 * The staff cache purge (core) empties every TtlCache of the process. The catalogue's caches are
 * keyed by the catalogue version instead; this hook counts purges so they drop their entries too.
 */
let purges = 0;
class PurgeHook extends TtlCache<never> {
  override clear(): void {
    purges++;
  }
}
new PurgeHook(0);

export const purgeGeneration = () => purges;
