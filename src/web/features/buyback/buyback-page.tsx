import { useEffect, useRef } from "react";
import { useLoaderData } from "react-router";
import { hasFlag, SELL_ONLINE_VISIBLE, SEND_EMAIL_VISIBLE } from "../../../domain/buyback-page-state.js";
import { useShop, useT } from "../../shop-context.js";
import { DeviceSelector, scrollIntoViewWithOffset } from "../device-selector/device-selector.js";
import { useDeviceSelector } from "../device-selector/use-device-selector.js";
import { appraisalRequestOf } from "./appraisal-request.js";
import { BonusTeaser } from "./bonus-teaser.js";
import type { BuybackData } from "./buyback-loader.js";
import { CentersList } from "./centers-list.js";
import { ConditionQuestionnaire } from "./condition-questionnaire.js";
import { EmailQuoteForm } from "./email-quote-form.js";
import { GradesInfo } from "./grades-info.js";
import { PriceSummary } from "./price-summary.js";
import { SellForm } from "./sell-form.js";
import { useBuybackPage } from "./use-buyback-page.js";

/** Spec §2 Buy-back page: selector → questionnaire → price → e-mail the quote or sell online. */
export function BuybackPage() {
  const data = useLoaderData() as BuybackData;
  const t = useT("buyback");
  const { price } = useShop();
  const page = useBuybackPage(data);
  const selector = useDeviceSelector("buyback", data.selector, page.onSelection, {
    restore: data.restore?.selection,
    onRestored: page.onRestored,
  });
  const questions = useRef<HTMLElement>(null);
  const forms = useRef<HTMLDivElement>(null);

  // Each new step scrolls into view: the questionnaire once an appraisal arrives after a colour choice.
  const shownAppraisal = useRef(data.selector.appraisal);
  useEffect(() => {
    if (page.appraisal && page.appraisal !== shownAppraisal.current)
      scrollIntoViewWithOffset(questions.current);
    shownAppraisal.current = page.appraisal;
  }, [page.appraisal]);
  const openForm = (open: () => void) => () => {
    open();
    requestAnimationFrame(() => scrollIntoViewWithOffset(forms.current));
  };
  const request = () => appraisalRequestOf(page.selection.color!, page.appraisal!, page.answers);

  return (
    <div className="space-y-8 pb-16 md:pb-0">
      <header className="rounded-2xl bg-gradient-to-r from-teal-700 to-teal-900 px-5 py-7 text-white sm:px-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("page.title")}</h1>
        <p className="mt-2 max-w-2xl text-teal-100">{t("page.intro")}</p>
        <BonusTeaser rules={data.bonusRules} />
        <ol className="mt-4 grid gap-2 text-sm text-teal-50 sm:grid-cols-3">
          <li>① {t("page.step1")}</li>
          <li>② {t("page.step2")}</li>
          <li>③ {t("page.step3")}</li>
        </ol>
      </header>

      <DeviceSelector state={selector.state} choose={selector.choose} />

      {page.loading && <p className="text-gray-600">{t("questionnaire.loading")}</p>}
      {page.error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {page.error}
        </p>
      )}
      {page.stale && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <span>{t("staleVersion")}</span>
          <button
            type="button"
            onClick={page.reloadAppraisal}
            className="rounded-md bg-amber-700 px-4 py-2 font-semibold text-white"
          >
            {t("questionnaire.reload")}
          </button>
        </div>
      )}

      {page.appraisal && page.loaded && (
        <section
          ref={questions}
          className="grid gap-6 md:grid-cols-[1fr_22rem]"
          aria-labelledby="buyback-questions"
        >
          <div>
            <h2 id="buyback-questions" className="mb-3 text-lg font-semibold">
              {t("questionnaire.title")}
            </h2>
            <ConditionQuestionnaire
              appraisal={page.appraisal}
              answers={page.answers}
              onAnswer={page.onAnswer}
            />
          </div>
          <aside className="md:sticky md:top-4 md:self-start">
            <PriceSummary
              appraisal={page.appraisal}
              verdict={page.verdict}
              complete={page.complete}
              selection={page.selection}
              bonusRules={data.bonusRules}
              onEmail={openForm(page.openEmail)}
              onSell={openForm(page.openSell)}
            />
          </aside>
        </section>
      )}

      {page.appraisal && page.verdict?.buyable && page.complete && (
        <div ref={forms} key={page.formsKey} className="max-w-3xl space-y-6">
          {hasFlag(page.flags, SEND_EMAIL_VISIBLE) && (
            <EmailQuoteForm
              request={request}
              result={page.emailResult}
              onResult={page.setEmailResult}
              onStale={() => page.setStale(true)}
            />
          )}
          {hasFlag(page.flags, SELL_ONLINE_VISIBLE) && (
            <SellForm
              request={request}
              typeSlug={page.selection.type ?? "phone"}
              price={price(page.verdict.price ?? 0)}
              onStale={() => page.setStale(true)}
            />
          )}
        </div>
      )}

      <GradesInfo />
      <CentersList />

      {/* On phones the price box sits below seven questions: keep the price and the way on in reach. */}
      {page.appraisal &&
        page.complete &&
        page.verdict?.buyable &&
        !hasFlag(page.flags, SELL_ONLINE_VISIBLE) && (
          <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-teal-700 bg-white px-4 py-3 shadow-lg md:hidden">
            <span className="text-lg font-bold text-teal-900">{price(page.verdict.price ?? 0)}</span>
            <button
              type="button"
              onClick={openForm(page.openSell)}
              className="rounded-md bg-teal-700 px-4 py-2 font-semibold text-white"
            >
              {t("price.sellOnline")}
            </button>
          </div>
        )}
    </div>
  );
}
