import { describe, expect, it } from "vitest";
import { isOrderId, orderIdLoader } from "./order-id.js";

const load = (id: string) =>
  orderIdLoader({ params: { id } } as unknown as Parameters<typeof orderIdLoader>[0]);

describe("the staff order detail's address", () => {
  it.each(["1", "42", "2147483647"])("takes the id %s", (id) => {
    expect(isOrderId(id)).toBe(true);
    expect(load(id)).toBeNull();
  });

  it.each(["crates", "packing", "0", "007", "12a", "-3", "1.5", "2147483648", ""])(
    "answers %s with the 404 page",
    (id) => {
      expect(isOrderId(id)).toBe(false);
      try {
        load(id);
        expect.unreachable();
      } catch (e) {
        expect((e as { init?: { status?: number } }).init?.status).toBe(404);
      }
    },
  );
});
