import { Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { FavouritesProvider } from "../features/catalog/favourites-context.js";
import { ChatLauncher } from "../features/chat/chat-launcher.js";
import { PageView } from "../page-view.js";
import { useT } from "../shop-context.js";
import { useAppLinkClicks } from "../ui/app-link.js";
import { errorStatus, errorTexts } from "./error-texts.js";
import { Footer } from "./footer.js";
import { Header } from "./header.js";
import type { ShellData } from "./shell-data.js";

export function RootLayout() {
  const t = useT();
  const shell = useRouteLoaderData("root") as ShellData;
  const onLinkClick = useAppLinkClicks();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a delegated handler for the links inside (Enter on a link fires click)
    <div className="flex min-h-screen flex-col bg-white text-gray-900" onClick={onLinkClick}>
      <PageView />
      <a href="#main" className="sr-only focus:not-sr-only">
        {t("nav.skipToContent")}
      </a>
      <Header shell={shell} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <FavouritesProvider>
          <Outlet />
        </FavouritesProvider>
      </main>
      <Footer />
      <ChatLauncher />
    </div>
  );
}

/** One error page for every route: a short heading and the explanation under it (once each). */
export function ErrorPage() {
  const error = useRouteError();
  const t = useT();
  const status = errorStatus(error);
  const [title, text] = errorTexts(status).map((k) => t(k));
  return (
    <div className="mx-auto max-w-xl py-16 text-center" data-status={status}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-gray-600">{text}</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-teal-700 px-4 py-2 font-semibold text-white">
        {t("nav.home")}
      </Link>
    </div>
  );
}

/** The root's boundary keeps the page usable even when the shell itself failed to load. */
export function RootErrorBoundary() {
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  const empty: ShellData = { me: { user: null, analytics_user_type: "unregistred" }, menu: [], cartCount: 0 };
  const onLinkClick = useAppLinkClicks();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a delegated handler for the links inside (Enter on a link fires click)
    <div className="flex min-h-screen flex-col" onClick={onLinkClick}>
      <Header shell={shell ?? empty} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <ErrorPage />
      </main>
      <Footer />
    </div>
  );
}
