import { timingSafeEqual } from "node:crypto";
import type { WatchBody, WatchItem } from "../../../contract/watches.js";
import type { Language } from "../../../domain/market.js";
import { formatPrice } from "../../../domain/money.js";
import { priceBelowValid, WATCH_SLUGS } from "../../../domain/product-watch.js";
import { getT, type TFunction } from "../../../i18n/i18n.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { type FieldErrors, notFound, ValidationError } from "../../platform/errors.js";
import { normaliseEmail } from "../../platform/mail.js";
import { renderMail } from "../../platform/mail-template.js";
import type { SessionUser } from "../../platform/session.js";
import { getMe } from "../accounts/accounts.service.js";
import {
  claimMetWatches,
  confirmWatchRow,
  countWaitingOf,
  deleteUnconfirmedBefore,
  deleteWaitingOf,
  deleteWatch,
  insertWatch,
  productForWatch,
  productsForMail,
  sameWaitingWatch,
  storeExists,
  storeNames,
  updateWatch,
  type WatchRow,
  waitingCountsOfModel,
  watchById,
  watchesOfUser,
} from "./watches.queries.js";

/** The job that checks the waiting watches of changed products (`{ productIds }`). */
export const WATCH_CHECK_JOB = "watches.check";
/** The safety net: every waiting watch, on a schedule (a change no caller reported still fires). */
export const WATCH_SWEEP_JOB = "watches.sweep";
/** An address may wait for this many watches at once (a guest's form cannot flood one inbox). */
export const MAX_WAITING_PER_ADDRESS = 50;
/** A guest's watch not confirmed within this long is deleted (an address never proven is not kept). */
export const UNCONFIRMED_KEPT_MS = 7 * 24 * 3600_000;
/** Watches claimed and mailed per transaction. */
const BATCH = 100;

type Purpose = "confirm" | "cancel";
/** The e-mailed links carry the watch id and a keyed hash of it: nothing to store, nothing to guess. */
const tokenOf = (purpose: Purpose, id: number) => lookupHash(`product-watch:${purpose}:${id}`);
function tokenMatches(purpose: Purpose, id: number, token: string): boolean {
  const want = Buffer.from(tokenOf(purpose, id));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}
const linkOf = (ctx: AppContext, purpose: Purpose, id: number) =>
  `${ctx.config.publicUrl}/${WATCH_SLUGS[ctx.market.code][purpose]}/?id=${id}&token=${tokenOf(purpose, id)}`;

/** The watch's condition as a sentence part ("cena klesne pod 12 300 Kč"). */
function conditionText(
  ctx: AppContext,
  t: TFunction,
  w: Pick<WatchRow, "kind" | "priceBelow" | "storeId">,
  store: string | undefined,
) {
  if (w.kind === "price")
    return t("watches:condition.price", { price: formatPrice(w.priceBelow!, ctx.market) });
  return w.storeId === null
    ? t("watches:condition.stockOnline")
    : t("watches:condition.stockStore", { store: store ?? "" });
}

/**
 * A shopper asks to be told once when the variant's price drops below an amount or it is back in
 * stock (online or in one store). A customer's watch uses the account's address and is active at
 * once; a guest's waits for the e-mailed confirmation (double opt-in). Asking again for the same
 * product and condition updates the waiting watch instead of adding one.
 */
export async function createWatch(
  ctx: AppContext,
  user: SessionUser | null,
  body: WatchBody,
  language: string,
  t: TFunction,
): Promise<{ confirmationNeeded: boolean }> {
  const errors: FieldErrors = {};
  const product = await productForWatch(ctx.db, body.product_id, body.kind === "stock");
  if (!product?.isActive) throw new ValidationError({ product_id: [t("watches:errors.productUnknown")] });
  const me = user ? (await getMe(ctx, user)).user : null;
  const address = me ? normaliseEmail(me.email) : body.email ? normaliseEmail(body.email) : "";
  if (!address) errors.email = [t("watches:errors.emailRequired")];

  let priceBelow: number | null = null;
  let storeId: number | null = null;
  if (body.kind === "price") {
    if (body.price_below === undefined || body.price_below === null)
      errors.price_below = [t("watches:errors.priceRequired")];
    else if (!priceBelowValid(body.price_below, product.price))
      errors.price_below = [
        t("watches:errors.priceNotBelow", { price: formatPrice(product.price, ctx.market) }),
      ];
    else priceBelow = body.price_below * 100;
  } else {
    storeId = body.store_id ?? null;
    if (storeId !== null && !(await storeExists(ctx.db, storeId)))
      errors.store_id = [t("watches:errors.storeUnknown")];
    else if (storeId !== null && (product.storeStock.get(storeId) ?? 0) > 0)
      errors.store_id = [t("watches:errors.inStockStore")];
    else if (storeId === null && product.warehouseStock > 0) errors.store_id = [t("watches:errors.inStock")];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const emailLookup = lookupHash(address);
  const watch = await ctx.db.transaction(async (tx) => {
    const same = await sameWaitingWatch(tx, { productId: product.id, emailLookup, kind: body.kind, storeId });
    if (!same && (await countWaitingOf(tx, emailLookup)) >= MAX_WAITING_PER_ADDRESS)
      throw new ValidationError({ email: [t("watches:errors.tooMany")] });
    const values = {
      priceBelow,
      language,
      userId: me?.id ?? same?.userId ?? null,
      // A guest asking again confirms again: the form proves nothing about the address.
      confirmedAt: me ? new Date() : null,
    };
    return same
      ? updateWatch(tx, same.id, values)
      : insertWatch(tx, {
          ...values,
          productId: product.id,
          kind: body.kind,
          storeId,
          email: address,
          emailLookup,
        });
  });
  if (me) return { confirmationNeeded: false };

  const store = storeId === null ? undefined : (await storeNames(ctx.db, [storeId]))[0]?.name;
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: t("watches:mail.confirmSubject", { product: product.name }),
    paragraphs: [
      t("watches:mail.confirmText", {
        product: product.name,
        condition: conditionText(ctx, t, watch, store),
      }),
    ],
    button: { label: t("watches:mail.confirmButton"), url: linkOf(ctx, "confirm", watch.id) },
    links: [{ label: t("watches:mail.cancelLink"), url: linkOf(ctx, "cancel", watch.id) }],
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: "watch-confirm",
    to: address,
    subject: t("watches:mail.confirmSubject", { product: product.name }),
    html,
    text,
  });
  return { confirmationNeeded: true };
}

/** A guest's confirmation link: the watch starts waiting. */
export async function confirmWatch(ctx: AppContext, id: number, token: string): Promise<void> {
  const productId = tokenMatches("confirm", id, token) ? await confirmWatchRow(ctx.db, id) : undefined;
  if (productId === undefined)
    throw new ValidationError({ token: ["watches:errors.invalidLink"] }, "watches:errors.invalidLink");
  // The price or stock may have changed while the link waited.
  await productsChanged(ctx, [productId]);
}

/** The e-mail's cancel link: this watch, or (`all`) every waiting watch of its address. */
export async function cancelWatch(ctx: AppContext, id: number, token: string, all = false): Promise<void> {
  const invalid = () =>
    new ValidationError({ token: ["watches:errors.invalidLink"] }, "watches:errors.invalidLink");
  if (!tokenMatches("cancel", id, token)) throw invalid();
  const watch = await watchById(ctx.db, id);
  if (!watch) throw invalid();
  // Every waiting watch of the address (the fired one stays in the account's list), or this one.
  if (all) await deleteWaitingOf(ctx.db, watch.emailLookup);
  else await deleteWatch(ctx.db, id);
}

/** The account's list: every watch of the customer with its product and state. */
export async function myWatches(ctx: AppContext, userId: number): Promise<{ results: WatchItem[] }> {
  const rows = await watchesOfUser(ctx.db, userId);
  return {
    results: rows.map((r) => ({
      id: r.id,
      kind: r.kind === "price" ? "price" : "stock",
      price_below: r.priceBelow,
      store: r.storeId !== null ? { id: r.storeId, name: r.storeName ?? "" } : null,
      product: {
        id: r.productId,
        name: r.productName,
        seo_name: r.seoName,
        price: r.price,
        image_url: r.imageUrl,
      },
      state: r.firedAt ? "fired" : r.confirmedAt ? "waiting" : "unconfirmed",
      fired_at: r.firedAt?.toISOString() ?? null,
      fired_price: r.firedPrice,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export async function removeMyWatch(ctx: AppContext, userId: number, id: number): Promise<void> {
  if (!(await deleteWatch(ctx.db, id, userId))) throw notFound("watches:errors.notFound");
}

/**
 * Products whose price or stock changed (after the change committed): their watches are checked by
 * a job, so the caller does not wait for the e-mails.
 */
export async function productsChanged(ctx: AppContext, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length) await ctx.jobs.send(WATCH_CHECK_JOB, { productIds: ids });
}

/**
 * Fires every met watch of `productIds` (null: of every product): claims a batch, marks it fired
 * and writes its e-mails to the outbox in one transaction, so a watch is mailed exactly once
 * whatever runs at the same time; batches until none is left. Answers how many fired.
 */
export async function fireMetWatches(ctx: AppContext, productIds: number[] | null): Promise<number> {
  let fired = 0;
  for (;;) {
    const staged = await ctx.db.transaction(async (tx) => {
      const claimed = await claimMetWatches(tx, productIds, BATCH);
      if (!claimed.length) return [];
      const items = new Map(
        (await productsForMail(tx, [...new Set(claimed.map((w) => w.productId))])).map((p) => [p.id, p]),
      );
      const storeIds = [...new Set(claimed.flatMap((w) => (w.storeId === null ? [] : [w.storeId])))];
      const storeById = new Map((await storeNames(tx, storeIds)).map((s) => [s.id, s.name]));
      const out = [];
      for (const w of claimed) {
        const p = items.get(w.productId)!;
        out.push(await ctx.mailer.stage(tx, firedMail(ctx, w, p, storeById.get(w.storeId ?? 0))));
      }
      return out;
    });
    for (const mail of staged) await mail.afterCommit();
    fired += staged.length;
    if (staged.length < BATCH) return fired;
  }
}

/** The scheduled sweep: fires every met watch and deletes guests' watches never confirmed. */
export async function sweep(ctx: AppContext, now = new Date()): Promise<{ fired: number; expired: number }> {
  const fired = await fireMetWatches(ctx, null);
  const expired = await deleteUnconfirmedBefore(ctx.db, new Date(now.getTime() - UNCONFIRMED_KEPT_MS));
  return { fired, expired };
}

function firedMail(
  ctx: AppContext,
  w: WatchRow,
  p: { name: string; seoName: string; price: number },
  store: string | undefined,
) {
  const t = getT(w.language as Language);
  const price = formatPrice(p.price, ctx.market);
  const subject =
    w.kind === "price"
      ? t("watches:mail.priceSubject", { product: p.name })
      : t("watches:mail.stockSubject", { product: p.name });
  const said =
    w.kind === "price"
      ? t("watches:mail.priceText", { product: p.name, price, below: formatPrice(w.priceBelow!, ctx.market) })
      : w.storeId === null
        ? t("watches:mail.stockOnlineText", { product: p.name })
        : t("watches:mail.stockStoreText", { product: p.name, store: store ?? "" });
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: subject,
    paragraphs: [said, t("watches:mail.once")],
    button: { label: t("watches:mail.button"), url: `${ctx.config.publicUrl}/${p.seoName}/` },
    links: [{ label: t("watches:mail.unsubscribeLink"), url: `${linkOf(ctx, "cancel", w.id)}&all=1` }],
    footer: t("footer.rights"),
  });
  return { kind: w.kind === "price" ? "watch-price" : "watch-stock", to: w.email, subject, html, text };
}

/** Staff: how many shoppers wait on each variant of a model. */
export async function waitingCounts(
  ctx: AppContext,
  masterId: number,
): Promise<{ counts: Record<string, number> }> {
  const rows = await waitingCountsOfModel(ctx.db, masterId);
  return { counts: Object.fromEntries(rows.map((r) => [String(r.productId), r.n])) };
}

/** The account's deletion (issue 16, decision 016). */
export { eraseWatchesOf } from "./personal-data.queries.js";
