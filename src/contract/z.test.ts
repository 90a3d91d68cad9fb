import { describe, expect, it } from "vitest";
import { z } from "./z.js";

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message);

describe("validation messages", () => {
  it("are i18n keys with parameters", () => {
    expect(messages(z.string().min(3), "ab")).toEqual(["validation.minLength?min=3"]);
    expect(messages(z.string().max(2), "abc")).toEqual(["validation.maxLength?max=2"]);
    expect(messages(z.number().min(5), 1)).toEqual(["validation.min?min=5"]);
    expect(messages(z.email(), "x")).toEqual(["validation.email"]);
    expect(messages(z.enum(["a", "b"]), "c")).toEqual(["validation.choice"]);
  });

  it("say 'required' for a missing value of any shape", () => {
    const cases: [z.ZodType, unknown][] = [
      [z.string(), undefined],
      [z.string().min(1), ""],
      [z.number(), undefined],
      [z.enum(["a"]), undefined],
      [z.literal(true), undefined],
      [z.object({}), null],
    ];
    for (const [schema, value] of cases) expect(messages(schema, value)).toEqual(["validation.required"]);
  });
});
