import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { AppraisalDto } from "../../../contract/buyback.js";
import {
  applyConditionChange,
  applyDefaultChoices,
  type ConditionChoices,
  isAppraisalLoaded,
} from "../../../domain/appraisal.js";
import {
  allAnswered,
  buybackVerdict,
  choicesToAnswers,
  formatAnswersParam,
} from "../../../domain/buyback-answers.js";
import {
  BUYOUT_VISIBLE,
  INITIAL,
  SELL_ONLINE_VISIBLE,
  SEND_EMAIL_VISIBLE,
  withFlag,
} from "../../../domain/buyback-page-state.js";
import {
  buildSelectorUrl,
  type DeviceSelection,
  restorePhases,
  type SelectionLevel,
  selectionDepth,
} from "../../../domain/device-selection.js";
import { track } from "../../analytics.js";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { appraisalQuery } from "./api/buyback-queries.js";
import { type BuybackData, markRewritten } from "./buyback-loader.js";

/**
 * The buy-back page's state (spec §4 Buy-back page state): the appraisal and its answers, the page
 * flags (1 buy-out, 2 e-mail form, 4 sell form), the e-mail result (null/true/false), and the
 * address rewriting after every choice.
 */
export function useBuybackPage(data: BuybackData) {
  const { api, market } = useShop();
  const t = useT("buyback");
  const navigate = useNavigate();
  const start = data.selector;
  const [selection, setSelection] = useState<DeviceSelection>(() => selectionOf(start.selected_choices));
  const [appraisal, setAppraisal] = useState<AppraisalDto | null>(start.appraisal);
  const [answers, setAnswers] = useState<ConditionChoices>(() =>
    start.appraisal ? applyDefaultChoices(start.appraisal) : {},
  );
  const [flags, setFlags] = useState(start.appraisal ? BUYOUT_VISIBLE : INITIAL);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [emailResult, setEmailResult] = useState<boolean | null>(null);
  const [loading, setLoading] = useState(false);
  /** Bumped to throw both forms away (a new device means new forms). */
  const [formsKey, setFormsKey] = useState(0);
  const request = useRef(0);
  const basePath = `/${market.slugs.buyback}/`;

  // Back/forward runs the loader again: start over from its answer.
  const startRef = useRef(start);
  useEffect(() => {
    if (startRef.current === start) return;
    startRef.current = start;
    setSelection(selectionOf(start.selected_choices));
    setAppraisal(start.appraisal);
    setAnswers(start.appraisal ? applyDefaultChoices(start.appraisal) : {});
    setFlags(start.appraisal ? BUYOUT_VISIBLE : INITIAL);
    setError(null);
    setStale(false);
    setEmailResult(null);
    setFormsKey((k) => k + 1);
  }, [start]);

  const rewrite = (url: string, replace: boolean) => {
    if (typeof window !== "undefined" && `${window.location.pathname}${window.location.search}` === url)
      return;
    markRewritten(url);
    void navigate(url, { replace, preventScrollReset: true });
  };

  const clearBelowSelection = () => {
    request.current++;
    setAppraisal(null);
    setAnswers({});
    setFlags(INITIAL);
    setError(null);
    setStale(false);
    setEmailResult(null);
    setFormsKey((k) => k + 1);
  };

  async function loadAppraisal(color: string, answersParam?: string, replace = Boolean(answersParam)) {
    const id = ++request.current;
    setLoading(true);
    setError(null);
    setStale(false);
    try {
      const res = await appraisalQuery(api, color, answersParam).load();
      if (id !== request.current) return;
      setAppraisal(res.appraisal);
      setAnswers(applyDefaultChoices(res.appraisal));
      setFlags(BUYOUT_VISIBLE);
      rewrite(res.url, replace);
    } catch (err) {
      if (id !== request.current) return;
      // Spec §8: the server's message on a 400, else the generic apology.
      setError(
        err instanceof ApiError && err.status === 400 && typeof err.body?.message === "string"
          ? err.body.message
          : t("appraisalError"),
      );
    } finally {
      if (id === request.current) setLoading(false);
    }
  }

  /** From the device selector: a new type, manufacturer or model clears everything below; a colour loads the appraisal. */
  function onSelection(next: DeviceSelection, url: string | null, level: SelectionLevel) {
    setSelection(next);
    clearBelowSelection();
    if (url) rewrite(url, false);
    if (level === "color" && next.color) void loadAppraisal(next.color);
  }

  /**
   * The selector restored a URL's selection in phases (a browser navigation without server data):
   * the last phase is the appraisal, with the URL's answers as default condition choices (spec §4).
   * The address is corrected in place when part of the selection did not fit.
   */
  function onRestored(restored: DeviceSelection) {
    setSelection(restored);
    const last = restorePhases(restored).at(-1);
    if (last?.load === "appraisal" && restored.color)
      void loadAppraisal(restored.color, data.restore?.answers ?? undefined, true);
    else if (data.restore && selectionDepth(restored) < selectionDepth(data.restore.selection))
      rewrite(buildSelectorUrl(basePath, restored), true);
  }

  function onAnswer(conditionId: number, value: string | null) {
    if (!appraisal) return;
    const next = applyConditionChange(appraisal, answers, conditionId, value);
    if (next === answers) return;
    setAnswers(next);
    setEmailResult(null);
    // The address keeps the answers, so a reload (or the link in a mail) shows the same appraisal.
    rewrite(
      buildSelectorUrl(basePath, selection, {
        answers: formatAnswersParam(choicesToAnswers(appraisal, next)),
      }),
      true,
    );
  }

  const loaded = isAppraisalLoaded({ color: selection.color, appraisal, error });
  const verdict = useMemo(
    () => (appraisal ? buybackVerdict(appraisal, answers) : null),
    [appraisal, answers],
  );
  const complete = appraisal ? allAnswered(appraisal, answers) : false;

  return {
    start,
    selection,
    appraisal,
    answers,
    flags,
    error,
    stale,
    loading,
    loaded,
    verdict,
    complete,
    emailResult,
    formsKey,
    onSelection,
    onRestored,
    onAnswer,
    openEmail: () => setFlags((f) => withFlag(f, SEND_EMAIL_VISIBLE)),
    openSell: () => {
      // Spec §9 tracking event: the seller starts the buy-back form.
      if (!(flags & SELL_ONLINE_VISIBLE)) track("buyback_form_start", { model: selection.model });
      setFlags((f) => withFlag(f, SELL_ONLINE_VISIBLE));
    },
    setEmailResult,
    setStale,
    reloadAppraisal: () => {
      if (!selection.color || !appraisal) return;
      void loadAppraisal(selection.color, formatAnswersParam(choicesToAnswers(appraisal, answers)));
    },
  };
}

export type BuybackPageModel = ReturnType<typeof useBuybackPage>;

function selectionOf(s: BuybackData["selector"]["selected_choices"]): DeviceSelection {
  return {
    type: s.product_type,
    manufacturer: s.product_manufacturer,
    model: s.product_model,
    color: s.product_color,
  };
}
