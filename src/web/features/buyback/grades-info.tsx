import { useT } from "../../shop-context.js";

const GRADES = [
  ["a-plus", "A+"],
  ["a", "A"],
  ["b", "B"],
  ["c", "C"],
  ["d", "D"],
] as const;

/** How we grade (the appraisal results' `url` anchors point here: #grade-a-plus … #not-accepted). */
export function GradesInfo() {
  const t = useT("buyback");
  return (
    <section aria-labelledby="buyback-grades" className="rounded-xl bg-gray-50 p-5">
      <h2 id="buyback-grades" className="mb-3 text-lg font-semibold">
        {t("grades.title")}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
        {GRADES.map(([anchor, grade]) => (
          <div key={anchor} id={`grade-${anchor}`}>
            <dt className="font-semibold">{grade}</dt>
            <dd className="text-sm text-gray-700">{t(`grades.${anchor}`)}</dd>
          </div>
        ))}
        <div id="not-accepted">
          <dt className="font-semibold">{t("grades.notAcceptedTitle")}</dt>
          <dd className="text-sm text-gray-700">{t("grades.notAccepted")}</dd>
        </div>
      </dl>
    </section>
  );
}
