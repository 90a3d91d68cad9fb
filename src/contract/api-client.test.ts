import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { ApiClient, ApiError, type RawResponse, type ResponseOf } from "./api-client.js";
import type { Store } from "./stores.js";

/** A client over a fixed table whose transport records the request and answers `answer`. */
function client(answer: RawResponse = { status: 200, headers: new Headers(), body: {} }) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const api = new ApiClient(
    { "stores:list": "/api/new/stores/stores/", "stores:detail": "/api/new/stores/stores/{seo_name}/" },
    async (method, url, body) => {
      sent.push({ method, url, body });
      return answer;
    },
  );
  return { api, sent };
}

describe("the typed API client", () => {
  it("types a call's arguments and answer from the route map", () => {
    const { api } = client();
    expectTypeOf(api.get("stores:list", { kind: "showroom" })).toEqualTypeOf<
      Promise<ResponseOf<"stores:list">>
    >();
    expectTypeOf<ResponseOf<"stores:detail">>().toEqualTypeOf<Store>();
    expectTypeOf<ResponseOf<"cart:add", "POST">>().toHaveProperty("package_id");
    // Names, queries, params and bodies the map does not allow do not compile.
    // @ts-expect-error no such route
    void api.get("stores:nope").catch(() => {});
    // @ts-expect-error kind is one of the store kinds
    void api.get("stores:list", { kind: "castle" }).catch(() => {});
    // @ts-expect-error the detail needs its seo_name
    void api.get("stores:detail", undefined, { id: 1 }).catch(() => {});
    // @ts-expect-error cart:add is a POST
    void api.get("cart:add").catch(() => {});
    // @ts-expect-error a coerced field (the quantity) is sent as a number or text
    void api.post("cart:add", { product: 1, quantity: { n: 2 } }).catch(() => {});
    // @ts-expect-error a coerced query field too (the limit)
    void api.get("catalog:expected", { limit: [48] }).catch(() => {});
    // @ts-expect-error an instalment is arranged online or in a store
    void api.post("cart:add", { product: 1, installment_arrange_type: "by-pigeon" }).catch(() => {});
  });

  it("fills the path template and the query, leaving out empty values", async () => {
    const { api, sent } = client();
    await api.get("stores:detail", undefined, { seo_name: "praha 1" });
    await api.get("stores:list", { kind: undefined });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      "GET /api/new/stores/stores/praha%201/",
      "GET /api/new/stores/stores/",
    ]);
    expect(() => api.url("stores:detail")).toThrow("route stores:detail needs seo_name");
  });

  it("throws an ApiError with the 400's field tree", async () => {
    const { api } = client({
      status: 400,
      headers: new Headers(),
      body: { address: { street: ["Povinné pole."] }, name: "Příliš dlouhé." },
    });
    const error = await api.get("stores:list").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.fieldErrors("address.street")).toEqual(["Povinné pole."]);
    expect(e.fieldErrors("name")).toEqual(["Příliš dlouhé."]);
    expect(e.fieldErrors("phone")).toEqual([]);
    expect(e.firstMessage()).toBe("Povinné pole.");
  });
});

describe("ApiError across copies of the module (issue 16)", () => {
  it("is an ApiError for a loader whatever copy threw it, so a refused status link is a 404 page", async () => {
    // The production server renders pages with the web bundle's copy of this module while the
    // client it lends them throws the server's own: two ApiError classes.
    vi.resetModules();
    const other = await import("./api-client.js");
    expect(other.ApiError).not.toBe(ApiError);
    const thrown = new other.ApiError(404, { message: "Výkup jsme nenašli." });
    expect(thrown instanceof ApiError).toBe(true);
    expect(new ApiError(404, null) instanceof other.ApiError).toBe(true);
    expect(new Error("x") instanceof ApiError).toBe(false);
    expect({ status: 404 } instanceof ApiError).toBe(false);
    expect((null as unknown as object) instanceof ApiError).toBe(false);
  });
});
