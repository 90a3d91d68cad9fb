import type { Config } from "../../config.js";
import type { Cdn } from "./cdn.js";
import { FastlyCdn } from "./fastly-cdn.js";
import { SandboxCdn } from "./sandbox-cdn.js";

export function createCdn(config: Config): Cdn {
  return config.fastly ? new FastlyCdn(config.fastly.token, config.fastly.serviceId) : new SandboxCdn();
}
