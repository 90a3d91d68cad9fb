import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useT } from "../shop-context.js";

/** Spec §8: notification types info, warning, success, error. */
export type ToastType = "info" | "warning" | "success" | "error";
interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}
type Notify = Record<ToastType, (message: string) => void>;

const ToastContext = createContext<Notify | null>(null);
const STYLE: Record<ToastType, string> = {
  info: "bg-sky-50 border-sky-300 text-sky-900",
  warning: "bg-amber-50 border-amber-300 text-amber-900",
  success: "bg-emerald-50 border-emerald-300 text-emerald-900",
  error: "bg-red-50 border-red-300 text-red-900",
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((x) => x.id !== id)), []);
  const push = useCallback(
    (type: ToastType, message: string) => {
      const id = next.current++;
      setItems((list) => [...list.slice(-3), { id, type, message }]);
      setTimeout(() => dismiss(id), type === "error" ? 8000 : 5000);
    },
    [dismiss],
  );
  const notify = useMemo<Notify>(
    () => ({
      info: (m) => push("info", m),
      warning: (m) => push("warning", m),
      success: (m) => push("success", m),
      error: (m) => push("error", m),
    }),
    [push],
  );
  return (
    <ToastContext.Provider value={notify}>
      {children}
      <Toasts items={items} dismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function Toasts({ items, dismiss }: { items: ToastItem[]; dismiss: (id: number) => void }) {
  const t = useT();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-2 z-50 flex flex-col items-center gap-2 px-2"
    >
      {items.map((item) => (
        <div
          key={item.id}
          role={item.type === "error" ? "alert" : "status"}
          data-toast={item.type}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border px-4 py-3 shadow-lg ${STYLE[item.type]}`}
        >
          <p className="flex-1 text-sm">{item.message}</p>
          <button
            type="button"
            onClick={() => dismiss(item.id)}
            aria-label={t("toast.close")}
            className="text-lg leading-none opacity-60 hover:opacity-100"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error("useToast outside ToastProvider");
  return notify;
}
