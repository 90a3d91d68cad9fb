import { type FormEvent, type ReactNode, type RefObject, useState } from "react";
import { buttonClass, inputClass } from "../../../ui/staff-kit.js";

/**
 * A field a keyboard-wedge scanner types into (the code, then Enter), also usable by hand on a
 * phone: a sent code empties the field and the focus stays in it for the next scan. What the scan
 * answered is the caller's `children`, shown under the field.
 */
export function ScannerForm({
  id,
  label,
  button,
  busy = false,
  inputRef,
  onCode,
  className = "",
  children,
}: {
  id: string;
  label: string;
  button: string;
  busy?: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onCode: (code: string) => void;
  className?: string;
  children?: ReactNode;
}) {
  const [code, setCode] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const scanned = code.trim();
    setCode("");
    inputRef.current?.focus();
    if (scanned) onCode(scanned);
  };
  return (
    <form onSubmit={submit} className={`rounded-lg border border-teal-200 bg-teal-50 p-3 ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={inputRef}
          // biome-ignore lint/a11y/noAutofocus: the page is a scanner's target; a scan goes here first
          autoFocus
          className={`${inputClass} min-w-0 flex-1 py-2 font-mono text-base`}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className={buttonClass} disabled={busy}>
          {button}
        </button>
      </div>
      {children}
    </form>
  );
}
