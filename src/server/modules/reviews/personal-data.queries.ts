import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { masterProducts, productReviews } from "../../db/schema.js";

/** A customer's reviews, for the owner's data export (issue 16). */
export async function reviewsOfUserForExport(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ r: productReviews, product: masterProducts.name })
    .from(productReviews)
    .innerJoin(masterProducts, eq(masterProducts.id, productReviews.masterProductId))
    .where(eq(productReviews.userId, userId))
    .orderBy(asc(productReviews.id));
  return rows.map(({ r, product }) => ({
    product,
    created_at: r.createdAt.toISOString(),
    rating: r.rating,
    pros: r.pros,
    cons: r.cons,
    text: r.text,
    name: r.fullName,
    anonymous: r.isAnonymous,
    status: r.status,
  }));
}

/** The account's deletion: the reviews stay as anonymous ones, without the name and the account. */
export async function anonymiseReviewsOfUser(db: DbOrTx, userId: number): Promise<number> {
  const done = await db
    .update(productReviews)
    .set({ userId: null, fullName: "", isAnonymous: true })
    .where(eq(productReviews.userId, userId))
    .returning({ id: productReviews.id });
  return done.length;
}
