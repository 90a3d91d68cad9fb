import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useShop, useT } from "../../../shop-context.js";
import { QueryState, useDateTime } from "../../../ui/staff-kit.js";
import { landingPreviewQuery } from "../api/content-queries.js";
import { LandingBody } from "../landing-view.js";
import { PublishState } from "./staff-bits.js";

/** The page as shoppers will see it, before it is published (staff only). */
export function LandingPreviewPage() {
  const t = useT("content");
  const { api } = useShop();
  const dateTime = useDateTime();
  const id = Number(useParams().id);
  const query = useQuery({ ...landingPreviewQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <QueryState query={query} notFound={t("staff.landings.notFound")}>
      {(page) => (
        <div>
          <div
            role="note"
            className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
          >
            <span className="font-semibold">{t("staff.landings.previewTitle", { title: page.title })}</span>
            <PublishState at={page.publish_at} format={dateTime} />
            <Link to={`/staff/content/landing/${page.id}/`} className="text-teal-800 hover:underline">
              {t("staff.landings.backToEditor")}
            </Link>
          </div>
          <LandingBody page={page} />
        </div>
      )}
    </QueryState>
  );
}
