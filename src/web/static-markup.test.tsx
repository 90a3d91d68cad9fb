import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SharedJson } from "../server/platform/shared-json.js";
import { ApiClient } from "./api/api-client.js";
import "../i18n/i18n.js";
import { Megamenu } from "./shell/megamenu.js";
import type { MenuItem } from "./shell/shell-data.js";
import { ShopProvider } from "./shop-context.js";
import { StaticMarkupProvider, staticMarkupCache } from "./static-markup.js";

const api = new ApiClient({}, async () => ({ status: 404, headers: new Headers(), body: null }));
const inShop = (node: ReactNode) => (
  <ShopProvider marketCode="ro" language="ro" api={api}>
    {node}
  </ShopProvider>
);

const MENU = JSON.stringify([
  {
    id: 1,
    name: "Mobilní telefony",
    url: "/mobilni-telefony/",
    children: [{ id: 2, name: "Apple <iPhone> & spol.", url: "/mobilni-telefony/apple-iphone/" }],
  },
  { id: 3, name: "Tablety", url: "/tablety/" },
]);

describe("static markup (a shared subtree rendered once on the server)", () => {
  it("gives the megamenu exactly the markup React renders, so the browser hydrates it as usual", () => {
    const shared = new SharedJson(MENU).value as MenuItem[];
    const rendered = renderToString(inShop(<Megamenu items={shared} />));
    const once = renderToString(
      <StaticMarkupProvider value={staticMarkupCache(renderToString)}>
        {inShop(<Megamenu items={shared} />)}
      </StaticMarkupProvider>,
    );
    expect(once).toBe(rendered);
    expect(once).toContain('aria-label="Categorii"');
    expect(once).toContain("Apple &lt;iPhone&gt; &amp; spol.");
  });

  it("renders once per shared value, and never for a value of one request", () => {
    let renders = 0;
    const cache = staticMarkupCache((node) => {
      renders++;
      return renderToString(node);
    });
    const shared = new SharedJson(MENU).value as MenuItem[];
    const first = cache(shared, "", () => <b>{shared[0].name}</b>);
    expect(cache(shared, "", () => <b>{shared[0].name}</b>)).toBe(first);
    expect(renders).toBe(1);
    expect(cache(JSON.parse(MENU), "", () => <b>x</b>)).toBeUndefined();
    expect(renders).toBe(1);
    cache(new SharedJson(MENU).value as object, "", () => <b>y</b>);
    expect(renders).toBe(2);
  });
});
