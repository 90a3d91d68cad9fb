import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { data } from "react-router";
import type { BuybackDetail, SelectorResponse } from "../../../contract/buyback.js";
import type { BonusRule } from "../../../domain/buyback-bonus.js";
import { type DeviceSelection, parseSelection, selectionDepth } from "../../../domain/device-selection.js";
import { ApiError } from "../../api/api-client.js";
import { getApi } from "../../api/api-context.js";
import { bonusesQuery, buybackDetailQuery, buybackSelectorQuery } from "./api/buyback-queries.js";

export interface BuybackData {
  selector: SelectorResponse;
  bonusRules: BonusRule[];
  /**
   * Browser navigation to a selector URL (back/forward, a link): the selection the page restores
   * itself in phases by depth (spec §4), with the URL's condition answers; null when `selector`
   * already holds everything (server render).
   */
  restore: { selection: DeviceSelection; answers: string | null } | null;
}

const EMPTY_START: Omit<SelectorResponse, "url"> = {
  selected_choices: {
    product_type: null,
    product_manufacturer: null,
    product_model: null,
    product_color: null,
  },
  choices: { product_type: [], product_manufacturer: [], product_model: [], product_color: [] },
  appraisal: null,
};

const PARAMS = ["type", "manufacturer", "model", "color", "answers"] as const;

/**
 * The page for a URL. On the server in one call (spec §2: opening a rewritten URL restores the
 * selection and the appraisal): every depth at once, so the first paint already shows the
 * questionnaire with the URL's answers applied. In the browser (a navigation without server data)
 * the page starts empty and loads in phases by depth (spec §4, `useDeviceSelector`'s restore).
 */
export async function buybackLoader({ request, context }: LoaderFunctionArgs): Promise<BuybackData> {
  const api = getApi(context);
  const url = new URL(request.url);
  if (typeof document !== "undefined") {
    const selection = parseSelection(url.searchParams);
    const bonuses = await bonusesQuery(api).load();
    return {
      selector: { ...EMPTY_START, url: `${url.pathname}${url.search}` },
      bonusRules: bonuses.bonuses_manufacturers,
      restore: {
        selection,
        answers: selectionDepth(selection) === 4 ? url.searchParams.get("answers") : null,
      },
    };
  }
  const query: Record<string, string> = {};
  for (const p of PARAMS) {
    const v = url.searchParams.get(p);
    if (v) query[p] = v;
  }
  const [selector, bonuses] = await Promise.all([
    buybackSelectorQuery(api, query).load(),
    bonusesQuery(api).load(),
  ]);
  return { selector, bonusRules: bonuses.bonuses_manufacturers, restore: null };
}

/** URLs the page rewrites itself: their loader data is already on the page. */
let rewritten: string | null = null;
export function markRewritten(url: string) {
  rewritten = url;
}

/**
 * Rewriting the address after a choice must not reload the page's data; back and forward must,
 * even to the last rewritten address (the mark is used up by the rewrite's own navigation).
 */
export function buybackShouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (rewritten && `${nextUrl.pathname}${nextUrl.search}` === rewritten) {
    rewritten = null;
    return false;
  }
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
    const detail = await buybackDetailQuery(getApi(context), params.id!, key).load();
    return { detail, key };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      throw data(null, { status: 404 });
    throw err;
  }
}
