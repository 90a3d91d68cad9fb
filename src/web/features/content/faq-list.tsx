import { RichText } from "./rich-text.js";

/** Questions that open to their answers (native details: works before hydration, keyboard included). */
export function FaqList({ items }: { items: { id: number; question: string; answer_html: string }[] }) {
  return (
    <div className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {items.map((i) => (
        <details key={i.id} className="group p-4">
          <summary className="cursor-pointer list-none font-semibold text-gray-900 marker:hidden">
            <span className="flex items-start justify-between gap-3">
              {i.question}
              <span aria-hidden="true" className="text-teal-700 transition group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <RichText html={i.answer_html} className="mt-2" />
        </details>
      ))}
    </div>
  );
}
