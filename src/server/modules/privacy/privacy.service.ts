import type { PersonalDataExport } from "../../../contract/privacy.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { forbidden, ValidationError } from "../../platform/errors.js";
import { renderMail } from "../../platform/mail-template.js";
import type { SessionUser } from "../../platform/session.js";
import { deleteUserSessions } from "../../platform/session.queries.js";
import { anonymiseUserRow, passwordMatches, userForExport } from "../accounts/accounts.service.js";
import { addressesForExport, eraseAddresses } from "../addresses/addresses.service.js";
import { buybacksOfUserForExport, detachBuybacksOfUser } from "../buyback/buyback.service.js";
import { eraseCartsOfUser } from "../cart/cart.service.js";
import { eraseBrowsingOfUser, favouritesOfUserForExport } from "../catalog/catalog.service.js";
import { eraseSubscription, subscriptionForExport } from "../engagement/engagement.service.js";
import { detachOrdersOfUser, ordersOfUserForExport } from "../orders/orders.service.js";
import { anonymiseReviewsOfUser, reviewsOfUserForExport } from "../reviews/reviews.service.js";
import { detachServiceOrdersOfUser, serviceOrdersOfUserForExport } from "../service/service.service.js";
import { eraseWatchesOf, myWatches } from "../watches/watches.service.js";

/**
 * The owner's copy of everything held about them (GDPR art. 15 and 20), each part from the module
 * that keeps it, decrypted; read in one snapshot so the parts agree.
 */
export async function exportPersonalData(ctx: AppContext, userId: number): Promise<PersonalDataExport> {
  const account = await userForExport(ctx.db, userId);
  if (!account) throw forbidden("errors.forbidden");
  const { email_lookup: emailLookup, ...profile } = account;
  const [addresses, orders, buybacks, serviceOrders, reviews, watches, favourites, newsletter] =
    await Promise.all([
      addressesForExport(ctx.db, userId),
      ordersOfUserForExport(ctx.db, userId),
      buybacksOfUserForExport(ctx.db, userId),
      serviceOrdersOfUserForExport(ctx.db, userId),
      reviewsOfUserForExport(ctx.db, userId),
      myWatches(ctx, userId),
      favouritesOfUserForExport(ctx.db, userId),
      subscriptionForExport(ctx.db, emailLookup),
    ]);
  return {
    exported_at: new Date().toISOString(),
    shop: ctx.config.publicUrl,
    account: profile,
    addresses,
    orders,
    buybacks,
    service_orders: serviceOrders,
    reviews,
    watches: watches.results,
    favourites,
    newsletter,
  };
}

/** Staff, admin and a store's shared account are the shop's, not a person's to delete here. */
const MANAGED_ROLES = new Set(["staff", "admin", "shop"]);

/**
 * Deletes the account as GDPR art. 17 allows (decision 016), in one transaction: the confirmation
 * e-mail is written to the outbox first (while the address is still known); orders, buy-backs and
 * service orders stay for the periods the law sets, unlinked from the account; reviews stay
 * anonymous; addresses, watches, favourites, last visited, the open cart, the newsletter
 * subscription, sessions and reset links go; the user row is anonymised so it cannot log in. The
 * audit log records the counts, never a personal value.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: SessionUser,
  password: string,
  t: TFunction,
): Promise<void> {
  if (MANAGED_ROLES.has(user.role)) throw forbidden("account:privacy.managedAccount");
  if (!(await passwordMatches(ctx, user.id, password)))
    throw new ValidationError({ password: ["account:privacy.wrongPassword"] });
  const account = await userForExport(ctx.db, user.id);
  if (!account) throw forbidden("errors.forbidden");
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: t("account:privacy.mailHeading"),
    paragraphs: [t("account:privacy.mailBody"), t("account:privacy.mailNotYou")],
    footer: t("footer.rights"),
  });
  const mail = await ctx.db.transaction(async (tx) => {
    const staged = await ctx.mailer.stage(tx, {
      kind: "account-deleted",
      to: account.email,
      subject: t("account:privacy.mailSubject"),
      html,
      text,
    });
    const kept = {
      orders: await detachOrdersOfUser(tx, user.id),
      buybacks: await detachBuybacksOfUser(tx, user.id),
      service_orders: await detachServiceOrdersOfUser(tx, user.id),
      reviews_anonymised: await anonymiseReviewsOfUser(tx, user.id),
    };
    const erased = {
      addresses: await eraseAddresses(tx, user.id),
      watches: await eraseWatchesOf(tx, user.id, account.email_lookup),
      browsing: await eraseBrowsingOfUser(tx, user.id),
      newsletter: await eraseSubscription(tx, account.email_lookup),
    };
    await eraseCartsOfUser(tx, user.id);
    await deleteUserSessions(tx, user.id, null);
    await anonymiseUserRow(tx, user.id);
    await audit(tx, {
      actorId: user.id,
      action: "account.deleted",
      entity: "user",
      entityId: user.id,
      detail: { kept, erased },
    });
    return staged;
  });
  await mail.afterCommit();
}
