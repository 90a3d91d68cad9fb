import { useRef, useState } from "react";
import { DEFAULT_PURGE_KEYS } from "../../../contract/cache-purge.js";
import { useShop, useT } from "../../shop-context.js";
import { useToast } from "../../ui/toast.js";

type Tab = "default" | "url" | "key" | "all";

/** Spec §2: the staff menu's cache-purge modal with tabs Default, URL, Key, Purge All. */
export function CachePurgeDialog() {
  const t = useT();
  const { api } = useShop();
  const toast = useToast();
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<Tab>("default");
  const [url, setUrl] = useState("");
  const [keys, setKeys] = useState("");
  const [soft, setSoft] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const purge = async () => {
    setBusy(true);
    setFailed(false);
    const body =
      tab === "default"
        ? { mode: "key" as const, keys: DEFAULT_PURGE_KEYS, soft_purge: soft }
        : tab === "key"
          ? { mode: "key" as const, keys: keys.split(/\s+/).filter(Boolean), soft_purge: soft }
          : tab === "url"
            ? { mode: "url" as const, url, soft_purge: soft }
            : { mode: "full" as const };
    try {
      await api.post("core:purge", body);
      toast.success(t("purge.done"));
      dialog.current?.close();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const tabs: [Tab, string][] = [
    ["default", t("purge.default")],
    ["url", t("purge.url")],
    ["key", t("purge.key")],
    ["all", t("purge.all")],
  ];
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="mt-3 w-full rounded border border-gray-300 bg-white px-2 py-1.5 text-sm hover:bg-gray-100"
      >
        {t("purge.open")}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="purge-title"
        className="m-auto w-full max-w-md rounded-lg p-0 backdrop:bg-black/40"
      >
        <div className="p-5">
          <h2 id="purge-title" className="text-lg font-bold">
            {t("purge.title")}
          </h2>
          <div role="tablist" className="mt-3 flex gap-1 border-b border-gray-200">
            {tabs.map(([id, label]) => (
              <button
                key={id}
                type="button"
                role="tab"
                aria-selected={tab === id}
                onClick={() => setTab(id)}
                className={`px-3 py-2 text-sm ${tab === id ? "border-b-2 border-teal-700 font-semibold" : "text-gray-600"}`}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="space-y-3 py-4 text-sm">
            {tab === "default" && <p>{t("purge.defaultHelp")}</p>}
            {tab === "url" && (
              <label className="flex flex-col gap-1">
                {t("purge.urlLabel")}
                <input
                  type="url"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  className="rounded border border-gray-300 px-2 py-1.5"
                  placeholder="https://"
                />
              </label>
            )}
            {tab === "key" && (
              <label className="flex flex-col gap-1">
                {t("purge.keyLabel")}
                <input
                  value={keys}
                  onChange={(e) => setKeys(e.target.value)}
                  className="rounded border border-gray-300 px-2 py-1.5"
                />
              </label>
            )}
            {tab === "all" ? (
              <p className="text-amber-800">{t("purge.allHelp")}</p>
            ) : (
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={soft} onChange={(e) => setSoft(e.target.checked)} />{" "}
                {t("purge.soft")}
              </label>
            )}
            {failed && (
              <p role="alert" className="rounded bg-red-50 p-2 text-red-800">
                {t("purge.failed")}
              </p>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded border border-gray-300 px-3 py-1.5 text-sm"
            >
              {t("common.close")}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={purge}
              className="rounded bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
            >
              {t("purge.submit")}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
