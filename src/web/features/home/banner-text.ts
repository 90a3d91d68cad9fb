import type { HomeResponse } from "../../../contract/catalog-home.js";

type Banner = HomeResponse["banners"][number];
const BUYBACK_BONUS = "{{buybackBonus}}";

/**
 * A banner names the buy-back bonus as `{{buybackBonus}}` rather than a number of its own: it is
 * filled with the highest bonus of the bonus rules, the source the product page's teaser and the
 * sale read too, so the home page cannot promise another percentage. Without a bonus such a
 * subtitle is left out.
 */
export function withBuybackBonus(banner: Banner, bonusPercent: number): Banner {
  if (!banner.subtitle.includes(BUYBACK_BONUS)) return banner;
  return {
    ...banner,
    subtitle: bonusPercent > 0 ? banner.subtitle.replaceAll(BUYBACK_BONUS, String(bonusPercent)) : "",
  };
}
