import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { data } from "react-router";
import type { BuybackDetail, SelectorResponse } from "../../../contract/buyback.js";
import type { BonusRule } from "../../../domain/buyback-bonus.js";
import { ApiError } from "../../api/api-client.js";
import { getApi } from "../../api/api-context.js";

export interface BuybackData {
  selector: SelectorResponse;
  bonusRules: BonusRule[];
}

const PARAMS = ["type", "manufacturer", "model", "color", "answers"] as const;

/**
 * The page for a URL in one call (spec §2: opening a rewritten URL restores the selection and the
 * appraisal): the server answers every depth at once, so the first paint already shows the
 * questionnaire with the URL's answers applied.
 */
export async function buybackLoader({ request, context }: LoaderFunctionArgs): Promise<BuybackData> {
  const api = getApi(context);
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const p of PARAMS) {
    const v = url.searchParams.get(p);
    if (v) query[p] = v;
  }
  const [selector, bonuses] = await Promise.all([
    api.get<SelectorResponse>("buyback:selector", query),
    api.get("buyback:bonuses"),
  ]);
  return { selector, bonusRules: bonuses.bonuses_manufacturers };
}

/** URLs the page rewrites itself: their loader data is already on the page. */
let rewritten: string | null = null;
export function markRewritten(url: string) {
  rewritten = url;
}

/** Rewriting the address after a choice must not reload the page's data; back and forward must. */
export function buybackShouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (rewritten && `${nextUrl.pathname}${nextUrl.search}` === rewritten) return false;
  return defaultShouldRevalidate;
}

export interface StatusData {
  detail: BuybackDetail;
  key: string | null;
}

/** Review mode / status page: the record by its unguessable id (owner, e-mailed key, or staff). */
export async function buybackStatusLoader({
  request,
  params,
  context,
}: LoaderFunctionArgs): Promise<StatusData> {
  const key = new URL(request.url).searchParams.get("key");
  try {
    const detail = await getApi(context).get<BuybackDetail>("buyback:detail", key ? { key } : undefined, {
      id: params.id!,
    });
    return { detail, key };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      throw data(null, { status: 404 });
    throw err;
  }
}
