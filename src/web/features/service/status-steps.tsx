import { SERVICE_STATUSES, type ServiceStatus, serviceStep } from "../../../domain/service-status.js";
import { useT } from "../../shop-context.js";

const STEPS = SERVICE_STATUSES.filter((s) => s !== "cancelled");

/** Where the repair is: the six steps with the current one marked (a cancelled order says so instead). */
export function StatusSteps({ status }: { status: ServiceStatus }) {
  const t = useT("service");
  if (status === "cancelled")
    return (
      <p className="rounded-lg bg-gray-100 px-4 py-3 font-semibold text-gray-800">{t("status.cancelled")}</p>
    );
  const current = serviceStep(status);
  return (
    <ol className="grid gap-2 sm:grid-cols-6" aria-label={t("statusPage.progress")}>
      {STEPS.map((s, i) => {
        const state = i < current ? "done" : i === current ? "current" : "todo";
        return (
          <li
            key={s}
            aria-current={state === "current" ? "step" : undefined}
            className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm sm:flex-col sm:text-center ${
              state === "current"
                ? "border-teal-700 bg-teal-700 font-semibold text-white"
                : state === "done"
                  ? "border-teal-200 bg-teal-50 text-teal-900"
                  : "border-gray-200 text-gray-500"
            }`}
          >
            <span aria-hidden="true">{state === "done" ? "✓" : i + 1}</span>
            <span>{t(`status.${s}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
