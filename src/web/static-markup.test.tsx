import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SharedJson } from "../server/platform/shared-json.js";
import { Megamenu } from "./shell/megamenu.js";
import type { MenuItem } from "./shell/shell-data.js";
import { StaticMarkupProvider, staticMarkupCache } from "./static-markup.js";

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
    const rendered = renderToString(<Megamenu items={shared} />);
    const once = renderToString(
      <StaticMarkupProvider value={staticMarkupCache(renderToStaticMarkup)}>
        <Megamenu items={shared} />
      </StaticMarkupProvider>,
    );
    expect(once).toBe(rendered);
    expect(once).toContain("Apple &lt;iPhone&gt; &amp; spol.");
  });

  it("renders once per shared value, and never for a value of one request", () => {
    let renders = 0;
    const cache = staticMarkupCache((node) => {
      renders++;
      return renderToStaticMarkup(node);
    });
    const shared = new SharedJson(MENU).value as MenuItem[];
    const first = cache(shared, () => <b>{shared[0].name}</b>);
    expect(cache(shared, () => <b>{shared[0].name}</b>)).toBe(first);
    expect(renders).toBe(1);
    expect(cache(JSON.parse(MENU), () => <b>x</b>)).toBeUndefined();
    expect(renders).toBe(1);
    cache(new SharedJson(MENU).value as object, () => <b>y</b>);
    expect(renders).toBe(2);
  });
});
