import { type ComponentType, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../shop-context.js";

type Panel = ComponentType<{ onClose: () => void }>;
let loadedPanel: Panel | null = null;

/**
 * The support button on every storefront page. It is all a page downloads for the chat: the panel
 * (channels, the live chat, its form code) loads on the first click, so the product page's first
 * JavaScript stays within its budget (decision 017-support-chat).
 */
export function ChatLauncher() {
  const t = useT("chat");
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel | null>(() => loadedPanel);
  const [failed, setFailed] = useState(false);
  if (pathname.startsWith("/staff")) return null;
  const show = () => {
    setOpen(true);
    setFailed(false);
    if (Panel) return;
    import("./chat-panel.js").then(
      (m) => {
        loadedPanel = m.ChatPanel;
        setPanel(() => m.ChatPanel);
      },
      () => setFailed(true),
    );
  };
  return (
    <div className="fixed right-3 bottom-3 z-40 flex flex-col items-end gap-2 print:hidden">
      {open &&
        (Panel ? (
          <Panel onClose={() => setOpen(false)} />
        ) : (
          <p role="status" className="rounded-md bg-white px-3 py-2 text-sm shadow-lg">
            {failed ? t("launcher.loadError") : t("launcher.loading")}
          </p>
        ))}
      {!open && (
        <button
          type="button"
          onClick={show}
          aria-haspopup="dialog"
          className="flex items-center gap-2 rounded-full bg-teal-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
          </svg>
          {t("launcher.open")}
        </button>
      )}
    </div>
  );
}
