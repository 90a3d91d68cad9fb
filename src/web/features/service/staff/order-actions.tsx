import { type FormEvent, type ReactNode, useState } from "react";
import type { StaffOrderDetail } from "../../../../contract/service-staff.js";
import type { ServiceStatus } from "../../../../domain/service-status.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, inputClass, toMinor, toUnits } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";

/** Runs one staff change; the answer is the updated order, an error stays beside its form. */
function useAction(onChange: (d: StaffOrderDetail) => void) {
  const toast = useToast();
  const t = useT("service");
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (name: string, change: () => Promise<StaffOrderDetail>) => {
    setBusy(name);
    setErrors((e) => ({ ...e, [name]: "" }));
    try {
      onChange(await change());
      toast.success(t("staff.saved"));
      return true;
    } catch (err) {
      setErrors((e) => ({
        ...e,
        [name]: err instanceof ApiError ? err.firstMessage() : t("common:common.error"),
      }));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { run, busy, errors };
}

function Box({
  title,
  error,
  children,
  onSubmit,
}: {
  title: string;
  error?: string;
  children: ReactNode;
  onSubmit: (e: FormEvent) => void;
}) {
  return (
    <form onSubmit={onSubmit} className="space-y-2 rounded-lg border border-gray-200 p-3" aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      {children}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** The workflow: move the status, propose a price, record a part, write a note. Each is audited and (except internal notes) e-mailed. */
export function OrderActions({
  d,
  onChange,
}: {
  d: StaffOrderDetail;
  onChange: (d: StaffOrderDetail) => void;
}) {
  const t = useT("service");
  const { api, market } = useShop();
  const { run, busy, errors } = useAction(onChange);
  const id = { id: d.id };
  const [status, setStatus] = useState<{ status: ServiceStatus | ""; note: string }>({
    status: d.next_statuses[0] ?? "",
    note: "",
  });
  const [priceForm, setPriceForm] = useState({ price: String(toUnits(d.agreed_price)), reason: "" });
  const [part, setPart] = useState({ name: "", code: "", quantity: "1", unit_price: "" });
  const [note, setNote] = useState({ text: "", is_public: false });
  const submit = (f: () => Promise<unknown>) => (e: FormEvent) => {
    e.preventDefault();
    void f();
  };
  const closed = d.next_statuses.length === 0;

  return (
    <div className="space-y-4">
      <Box
        title={t("staff.changeStatus")}
        error={errors.status}
        onSubmit={submit(async () => {
          const next = status.status;
          if (!next) return;
          const body = { status: next, note: status.note };
          if (await run("status", () => api.post("service:staff-order-status", body, id)))
            setStatus({ status: "", note: "" });
        })}
      >
        {closed ? (
          <p className="text-sm text-gray-600">{t("staff.closed")}</p>
        ) : (
          <>
            <label className="flex flex-col text-sm">
              {t("staff.newStatus")}
              <select
                className={inputClass}
                value={status.status}
                onChange={(e) =>
                  setStatus({ ...status, status: d.next_statuses.find((s) => s === e.target.value) ?? "" })
                }
              >
                <option value="">—</option>
                {d.next_statuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col text-sm">
              {t("staff.noteForCustomer")}
              <textarea
                className={inputClass}
                rows={2}
                value={status.note}
                onChange={(e) => setStatus({ ...status, note: e.target.value })}
              />
            </label>
            <button type="submit" className={buttonClass} disabled={busy !== null || !status.status}>
              {t("staff.saveStatus")}
            </button>
          </>
        )}
      </Box>

      {d.kind === "repair" && !closed && d.status !== "cancelled" && (
        <Box
          title={t("staff.proposePrice")}
          error={errors.price}
          onSubmit={submit(async () => {
            if (
              await run("price", () =>
                api.post(
                  "service:staff-price-change",
                  { new_price: toMinor(priceForm.price), reason: priceForm.reason },
                  id,
                ),
              )
            )
              setPriceForm({ ...priceForm, reason: "" });
          })}
        >
          {d.price_pending ? (
            <p className="text-sm text-amber-800">{t("staff.waitingForCustomer")}</p>
          ) : (
            <>
              <label className="flex flex-col text-sm">
                {t("staff.newTotal", { currency: market.currencySymbol })}
                <input
                  type="number"
                  min={0}
                  className={inputClass}
                  value={priceForm.price}
                  onChange={(e) => setPriceForm({ ...priceForm, price: e.target.value })}
                />
              </label>
              <label className="flex flex-col text-sm">
                {t("staff.reason")}
                <textarea
                  className={inputClass}
                  rows={2}
                  value={priceForm.reason}
                  onChange={(e) => setPriceForm({ ...priceForm, reason: e.target.value })}
                />
              </label>
              <button type="submit" className={buttonClass} disabled={busy !== null}>
                {t("staff.sendProposal")}
              </button>
            </>
          )}
        </Box>
      )}

      {!closed && (
        <Box
          title={t("staff.addPart")}
          error={errors.part}
          onSubmit={submit(async () => {
            const body = {
              name: part.name,
              code: part.code,
              quantity: Number(part.quantity),
              unit_price: toMinor(part.unit_price || 0),
            };
            const ok = await run("part", () => api.post("service:staff-order-part", body, id));
            if (ok) setPart({ name: "", code: "", quantity: "1", unit_price: "" });
          })}
        >
          <div className="grid grid-cols-2 gap-2">
            <label className="col-span-2 flex flex-col text-sm">
              {t("staff.partName")}
              <input
                className={inputClass}
                value={part.name}
                onChange={(e) => setPart({ ...part, name: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-sm">
              {t("staff.partCode")}
              <input
                className={inputClass}
                value={part.code}
                onChange={(e) => setPart({ ...part, code: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-sm">
              {t("staff.quantity")}
              <input
                type="number"
                min={1}
                className={inputClass}
                value={part.quantity}
                onChange={(e) => setPart({ ...part, quantity: e.target.value })}
              />
            </label>
            <label className="col-span-2 flex flex-col text-sm">
              {t("staff.unitPrice", { currency: market.currencySymbol })}
              <input
                type="number"
                min={0}
                className={inputClass}
                value={part.unit_price}
                onChange={(e) => setPart({ ...part, unit_price: e.target.value })}
              />
            </label>
          </div>
          <button type="submit" className={buttonClass} disabled={busy !== null}>
            {t("staff.addPartButton")}
          </button>
        </Box>
      )}

      <Box
        title={t("staff.addNote")}
        error={errors.note}
        onSubmit={submit(async () => {
          if (await run("note", () => api.post("service:staff-order-note", note, id)))
            setNote({ text: "", is_public: false });
        })}
      >
        <label className="flex flex-col text-sm">
          {t("staff.noteText")}
          <textarea
            className={inputClass}
            rows={3}
            value={note.text}
            onChange={(e) => setNote({ ...note, text: e.target.value })}
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={note.is_public}
            onChange={(e) => setNote({ ...note, is_public: e.target.checked })}
          />
          {t("staff.notePublic")}
        </label>
        <button type="submit" className={buttonClass} disabled={busy !== null}>
          {t("staff.addNoteButton")}
        </button>
      </Box>
    </div>
  );
}
