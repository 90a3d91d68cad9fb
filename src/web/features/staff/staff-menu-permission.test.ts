import { describe, expect, it } from "vitest";
import { requiredPermission, staffMenu } from "./staff-menu.js";

describe("the permission of a staff page", () => {
  it("is its menu entry's, or the entry's above it", () => {
    expect(requiredPermission("/staff/catalog/products/")).toBe("catalog");
    expect(requiredPermission("/staff/catalog/products/12/")).toBe("catalog");
    expect(requiredPermission("/staff/orders/12/")).toBe("orders");
    expect(requiredPermission("/staff/discounts/new/")).toBe("marketing");
    expect(requiredPermission("/staff/buyback/appraisals/iphone/")).toBe("buyback");
    expect(requiredPermission("/staff/installments/")).toBe("finance");
    expect(requiredPermission("/staff/team/users/")).toBe("users");
    expect(requiredPermission("/staff/team/tasks/")).toBe("tasks");
  });

  it("is the section's when its entries agree, and nothing where nothing says", () => {
    const menu = [
      { to: "/staff/", label: "x" },
      { to: "/staff/a/one/", label: "x", permission: "warehouse" as const },
      { to: "/staff/a/two/", label: "x", permission: "warehouse" as const },
      { to: "/staff/b/one/", label: "x", permission: "warehouse" as const },
      { to: "/staff/b/two/", label: "x", permission: "orders" as const },
    ];
    expect(requiredPermission("/staff/a/three/4/", menu)).toBe("warehouse");
    expect(requiredPermission("/staff/b/three/", menu)).toBeUndefined();
    expect(requiredPermission("/staff/b/two/5/", menu)).toBe("orders");
    expect(requiredPermission("/staff/", menu)).toBeUndefined();
    expect(requiredPermission("/staff/nothing/", menu)).toBeUndefined();
  });

  it("every entry but the dashboard names the permission of its area", () => {
    expect(staffMenu.filter((e) => !e.permission).map((e) => e.to)).toEqual(["/staff/"]);
  });
});
