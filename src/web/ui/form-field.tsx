import type { InputHTMLAttributes, ReactNode } from "react";
import { useId } from "react";

type FormFieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  children?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input that shows at most one error (spec §5) and links it for screen readers. */
export function FormField({ label, error, hint, children, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={input.id ?? id} className="text-sm font-medium text-gray-800">
        {label}
        {input.required ? <span className="text-red-700"> *</span> : null}
      </label>
      {children ?? (
        <input
          id={input.id ?? id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`rounded-md border px-3 py-2 text-base focus:outline-none focus:ring-2 focus:ring-teal-600 ${error ? "border-red-600" : "border-gray-300"}`}
          {...input}
        />
      )}
      {hint && !error ? <p className="text-xs text-gray-500">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A required e-mail address: the browser's e-mail keyboard and its saved address offered. */
export function EmailField(props: Omit<FormFieldProps, "type" | "autoComplete" | "required" | "children">) {
  return <FormField type="email" autoComplete="email" required {...props} />;
}

export function SubmitButton({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** What a sent form leaves in its place: the shop's answer or a confirmation, announced politely. */
export function SentNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900">
      {children}
    </p>
  );
}
