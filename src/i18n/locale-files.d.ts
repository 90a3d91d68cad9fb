declare module "virtual:locale-files" {
  /** The URL of each language's translations file (see `locale-files-plugin.ts`). */
  const urls: Record<"cs" | "ro" | "en", string>;
  export default urls;
}
