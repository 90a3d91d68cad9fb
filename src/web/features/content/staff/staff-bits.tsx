import { CONTENT_LANGUAGES } from "../../../../contract/content.js";
import { useShop, useT } from "../../../shop-context.js";
import { dangerButtonClass, inputClass, secondaryButtonClass } from "../../../ui/staff-kit.js";

/** The language whose pages a staff screen shows (the shop's own first). */
export function LanguageSelect({
  value,
  onChange,
  id,
}: {
  value: string;
  onChange: (v: string) => void;
  id: string;
}) {
  const t = useT("content");
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <span className="font-medium text-gray-800">{t("staff.language")}</span>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {CONTENT_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`staff.languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export const useShopLanguage = () => {
  const { market } = useShop();
  return market.language === "ro" ? "ro" : "cs";
};

const pad = (n: number) => String(n).padStart(2, "0");
/** An instant as a `datetime-local` input shows it: the wall time of the staff member's computer. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
/** The input's wall time as an instant (ISO), empty for none; an unreadable value goes as typed (the server says why). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export function MarkdownHint() {
  const t = useT("content");
  return <p className="text-xs text-gray-600">{t("staff.markdownHint")}</p>;
}

/** Draft, scheduled or published, by the publishing moment. */
export function PublishState({ at, format }: { at: string | null; format: (iso: string) => string }) {
  const t = useT("content");
  if (!at)
    return <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">{t("staff.draft")}</span>;
  const future = new Date(at).getTime() > Date.now();
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs ${future ? "bg-amber-100 text-amber-900" : "bg-green-100 text-green-900"}`}
    >
      {t(future ? "staff.scheduled" : "staff.published", { at: format(at) })}
    </span>
  );
}

/** A row's edit and delete buttons, each labelled with what it acts on for screen readers. */
export function EditDeleteButtons(props: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const t = useT("content");
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={props.onEdit}
        aria-label={`${t("staff.edit")}: ${props.name}`}
      >
        {t("staff.edit")}
      </button>
      <button
        type="button"
        className={dangerButtonClass}
        onClick={props.onDelete}
        disabled={props.busy}
        aria-label={`${t("staff.delete")}: ${props.name}`}
      >
        {t("staff.delete")}
      </button>
    </>
  );
}
