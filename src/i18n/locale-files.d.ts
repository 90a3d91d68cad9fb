declare module "virtual:locale-files" {
  /** The URL of each language's shop and staff translations file (see `locale-files-plugin.ts`). */
  const urls: Record<"shop" | "staff", Record<"cs" | "ro" | "en", string>>;
  export default urls;
}
