import type { ReactNode } from "react";
import { Link } from "react-router";
import { StepBar } from "../../ui/step-bar.js";

/** How a status badge looks: done or stopped (muted), waiting for the customer, ready, under way. */
export type StatusTone = "muted" | "attention" | "ready" | "active";

const TONES: Record<StatusTone, string> = {
  muted: "bg-gray-100 text-gray-800",
  attention: "bg-amber-100 text-amber-900",
  ready: "bg-emerald-100 text-emerald-900",
  active: "bg-teal-100 text-teal-900",
};

/**
 * One record of an account list (a buy-back, a repair): what it is, its status as a badge and as
 * steps, the area's details, and the link to its status page, the main button when the customer is
 * asked to answer.
 */
export function AccountRecordCard({
  testId,
  title,
  status,
  tone,
  steps,
  step,
  stepsLabel,
  stepCaption,
  link,
  children,
}: {
  testId: string;
  /** The lines naming the record (device, number, date). */
  title: ReactNode;
  status: string;
  tone: StatusTone;
  steps: string[];
  /** The current step's index, or below 0 when the record left the usual steps (cancelled). */
  step: number;
  stepsLabel: string;
  stepCaption: string;
  link: { to: string; text: string; label: string; primary: boolean };
  children?: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-gray-200 p-4" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">{title}</div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[tone]}`}>{status}</span>
      </div>
      <div className="mt-3">
        <StepBar steps={steps} current={step} label={stepsLabel} caption={stepCaption} />
      </div>
      {children}
      <Link
        to={link.to}
        aria-label={link.label}
        className={`mt-3 inline-block rounded-md px-3 py-1.5 text-sm font-semibold ${
          link.primary
            ? "bg-teal-700 text-white hover:bg-teal-800"
            : "border border-teal-700 text-teal-800 hover:bg-teal-50"
        }`}
      >
        {link.text}
      </Link>
    </li>
  );
}
