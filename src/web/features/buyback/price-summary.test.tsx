import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AppraisalDto } from "../../../contract/buyback.js";
import { ApiClient } from "../../api/api-client.js";
import "../../../i18n/i18n.js";
import { ShopProvider } from "../../shop-context.js";
import { PriceSummary } from "./price-summary.js";

const api = new ApiClient({}, async () => ({ status: 404, headers: new Headers(), body: null }));
const appraisal: AppraisalDto = {
  version: 1,
  minimal_buyout_price: 0,
  appraisal_result: [],
  device_conditions: [],
  default_device_condition_choices: {},
};

describe("the buy-back price summary", () => {
  it("promises the price with the bonus the cart credits: 1 050 Kč + 5 % is 1 102 Kč (52 Kč bonus)", () => {
    const html = renderToStaticMarkup(
      <ShopProvider marketCode="cz" language="cs" api={api}>
        <PriceSummary
          verdict={{ result: null, quality: "A", price: 105_000, buyable: true, refused: false }}
          complete
          selection={{ type: "phone", manufacturer: "apple", model: "iphone-15", color: null }}
          bonusRules={[{ manufacturer: null, type_device: null, quality: null, percent: 5 }]}
          appraisal={appraisal}
        />
      </ShopProvider>,
    );
    expect(html).toContain("1\u00a0050\u00a0Kč");
    expect(html).toContain("S bonusem +5 % při nákupu nového zařízení: 1\u00a0102\u00a0Kč");
  });
});
