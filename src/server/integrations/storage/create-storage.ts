import { join } from "node:path";
import type { Config } from "../../config.js";
import { LocalStorage } from "./local-storage.js";
import { S3Storage } from "./s3-storage.js";
import type { ObjectStorage } from "./storage.js";

/** The S3-compatible bucket when `S3_*` is configured, else the local folder `DATA_DIR/images`. */
export function createStorage(config: Config): ObjectStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(join(config.dataDir, "images"));
}
