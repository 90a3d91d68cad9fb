import { translateMessage } from "../../../contract/z.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import {
  onSale,
  type PackageWithParts,
  packagesWithParts,
  unavailableReason,
} from "../action-packages/action-packages.service.js";
import type { CartLine } from "./cart.queries.js";
import type { LineWithPackage } from "./cart-action-package-pricing.js";
import {
  deletePackageLine,
  insertPackageLine,
  lineOfPackage,
  PACKAGE_KIND,
  packageLine,
  packageLinks,
  replaceParts,
  setLineQuantity,
} from "./cart-action-packages.queries.js";

/**
 * Action packages in the cart (issue 20). A package is one line of kind `action_package` (no
 * product; its quantity is how many packages) with its parts as product lines under it, each
 * holding the pieces of all those packages: stock, picking and invoices see ordinary products.
 * The link table says which package the line is. Counts change the whole package; removing takes
 * the line and its parts.
 */
const MAX_PACKAGES = 20;

/** Puts each package line's package on it, for the pricing; no query for a cart without one. */
export async function attachActionPackages(ctx: AppContext, lines: CartLine[]): Promise<void> {
  const roots = lines.filter((l) => l.kind === PACKAGE_KIND) as LineWithPackage[];
  if (!roots.length) return;
  const links = await packageLinks(
    ctx.db,
    roots.map((r) => r.id),
  );
  const packages = await packagesWithParts(ctx, [...new Set(links.map((l) => l.packageId))]);
  for (const root of roots) {
    const link = links.find((l) => l.itemId === root.id);
    const pkg = link ? packages.get(link.packageId) : undefined;
    if (pkg) root.actionPackage = pkg;
  }
}

/** Refuses a count of packages a part cannot cover, naming the part (in the shopper's language). */
function checkParts(pkg: PackageWithParts, count: number, field: string) {
  const reason = unavailableReason(pkg.parts, count);
  if (reason) throw new ValidationError({ [field]: [reason] }, reason);
}

/** The package line's parts for `count` packages, from the package as it is now. */
const partsFor = (pkg: PackageWithParts, count: number) =>
  pkg.parts.map((p) => ({ productId: p.productId, quantity: p.quantity * count }));

async function packageOnSale(ctx: AppContext, packageId: number): Promise<PackageWithParts> {
  const pkg = (await packagesWithParts(ctx, [packageId])).get(packageId);
  if (!pkg || !onSale(pkg.row, new Date()))
    throw new ValidationError({ package_id: ["action-packages:notOnSale"] }, "action-packages:notOnSale");
  return pkg;
}

/** Adds packages; the same package again raises its count. Answers the package line's id. */
export async function addActionPackage(
  ctx: AppContext,
  cartId: number,
  packageId: number,
  quantity: number,
): Promise<number> {
  const pkg = await packageOnSale(ctx, packageId);
  const existing = await lineOfPackage(ctx.db, cartId, packageId);
  const count = Math.min(MAX_PACKAGES, (existing?.quantity ?? 0) + quantity);
  checkParts(pkg, count, "package_id");
  return ctx.db.transaction(async (tx) => {
    const rootId = existing?.id ?? (await insertPackageLine(tx, cartId, packageId, count));
    if (existing) await setLineQuantity(tx, rootId, count);
    await replaceParts(tx, cartId, rootId, partsFor(pkg, count));
    return rootId;
  });
}

/** Sets how many of a package the cart holds (every part follows). */
export async function setActionPackageCount(
  ctx: AppContext,
  cartId: number,
  itemId: number,
  count: number,
): Promise<void> {
  const line = await packageLine(ctx.db, cartId, itemId);
  if (!line) throw notFound("cart:packageNotFound");
  const pkg = await packageOnSale(ctx, line.packageId);
  checkParts(pkg, count, "quantity");
  await ctx.db.transaction(async (tx) => {
    await setLineQuantity(tx, itemId, count);
    await replaceParts(tx, cartId, itemId, partsFor(pkg, count));
  });
}

/** Takes a package out of the cart, its parts with it. */
export async function removeActionPackage(ctx: AppContext, cartId: number, itemId: number): Promise<void> {
  const line = await packageLine(ctx.db, cartId, itemId);
  if (!line) throw notFound("cart:packageNotFound");
  await ctx.db.transaction((tx) => deletePackageLine(tx, cartId, itemId));
}

/**
 * Why the cart's packages cannot be ordered as they are: one ended (remove it), a part is short
 * (named). Message keys, translated where shown; empty when they can.
 */
export function actionPackageProblems(
  packages: readonly { ended: boolean; short_part: string | null }[],
): string[] {
  const out: string[] = [];
  if (packages.some((p) => p.ended)) out.push("action-packages:ended");
  for (const p of packages)
    if (p.short_part)
      out.push(`action-packages:partOutOfStock?${new URLSearchParams({ name: p.short_part })}`);
  return out;
}

/** The same, in the shopper's language, for the cart's and the summary's messages. */
export const actionPackageMessages = (
  packages: readonly { ended: boolean; short_part: string | null }[],
  t: (k: string) => string,
): string[] => actionPackageProblems(packages).map((m) => translateMessage(t, m));
