import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { LandingView } from "../../../contract/content.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { landingQuery } from "./api/content-queries.js";
import { LandingBody } from "./landing-view.js";
import { loadOr404 } from "./load-or-404.js";

export async function landingLoader({ params, context }: LoaderFunctionArgs): Promise<LandingView> {
  return loadOr404(() => landingQuery(getApi(context), params.slug ?? "").load());
}

export const landingHandle: RouteHandle<LandingView> = {
  pageType: "landing_page",
  meta: ({ data, t, url }) =>
    data
      ? {
          title: data.seo_title || data.title,
          description: data.seo_description || undefined,
          canonical: `${url.origin}${url.pathname}`,
          og: { type: "website", url: `${url.origin}${url.pathname}` },
        }
      : { title: t("content:errors.notFound"), robots: "noindex" },
};

/** A marketing page built by staff from components, public from its publish_at. */
export function LandingPage() {
  const page = useLoaderData() as LandingView;
  return <LandingBody page={page} />;
}
