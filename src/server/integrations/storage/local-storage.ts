import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import { checkKey, type ObjectStorage, StorageError, type StoredObject } from "./storage.js";

/**
 * The folder keeps no metadata beside the bytes, so an object's type is the one its key's
 * extension names; `put` refuses a type that the extension would not give back.
 */
const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".json": "application/json",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
};
const typeOf = (key: string) => TYPES[extname(key)] ?? "application/octet-stream";

/** Objects as files under one folder (default `DATA_DIR/images`): one instance, or a shared volume. */
export class LocalStorage implements ObjectStorage {
  readonly name = "local";
  constructor(private readonly dir: string) {}

  private path(key: string): string {
    return join(this.dir, checkKey(key));
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    if (typeOf(key) !== contentType)
      throw new StorageError(`"${key}" would be read back as ${typeOf(key)}, not ${contentType}`);
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside and renamed: a reader never sees half a file, even when two writers race.
    const tmp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { bytes: await readFile(this.path(key)), contentType: typeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async head(key: string): Promise<{ contentType: string; size: number } | null> {
    try {
      const s = await stat(this.path(key));
      return s.isFile() ? { contentType: typeOf(key), size: s.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
