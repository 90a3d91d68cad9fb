import { z } from "zod";

/**
 * Zod, configured so every validation message is a translation key with its parameters
 * (`validation.minLength?min=2`). The server translates it into the request's language and the
 * browser into the page's, so one schema gives the same Czech message in both places.
 * Every contract imports `z` from here, which installs the messages once.
 */
z.config({
  customError: (iss) => {
    // Nothing given at all is "required", whatever the expected shape (enum, literal, union…).
    const missing = iss.input === undefined || iss.input === null || iss.input === "";
    if (missing && ["invalid_type", "invalid_value", "invalid_union"].includes(iss.code))
      return "validation.required";
    switch (iss.code) {
      case "invalid_type":
        if (iss.input === undefined || iss.input === null || iss.input === "") return "validation.required";
        if (iss.expected === "number" || iss.expected === "int") return "validation.number";
        return "validation.invalid";
      case "too_small":
        if (iss.origin === "string")
          return Number(iss.minimum) <= 1 ? "validation.required" : `validation.minLength?min=${iss.minimum}`;
        if (iss.origin === "array" || iss.origin === "set") return "validation.required";
        if (Number(iss.minimum) === 0 && !iss.inclusive) return "validation.positive";
        return `validation.min?min=${iss.minimum}`;
      case "too_big":
        if (iss.origin === "string") return `validation.maxLength?max=${iss.maximum}`;
        if (iss.origin === "array") return `validation.maxLength?max=${iss.maximum}`;
        return `validation.max?max=${iss.maximum}`;
      case "invalid_format":
        if (iss.format === "email") return "validation.email";
        if (iss.format === "url") return "validation.url";
        return "validation.invalid";
      case "invalid_value":
        return "validation.choice";
      case "not_multiple_of":
        return "validation.invalid";
      default:
        return undefined;
    }
  },
});

export { z };

/** Splits `key?a=1` into the i18n key and its interpolation values. */
export function parseMessage(message: string): { key: string; values: Record<string, string> } {
  const q = message.indexOf("?");
  if (q < 0) return { key: message, values: {} };
  return { key: message.slice(0, q), values: Object.fromEntries(new URLSearchParams(message.slice(q + 1))) };
}

/** Translates a schema message with a translate function (`t` of `i18n-core.ts`); unknown keys pass through. */
export function translateMessage(
  t: (key: string, values?: Record<string, string>) => string,
  message: string,
): string {
  const { key, values } = parseMessage(message);
  return t(key, { ...values, defaultValue: message } as Record<string, string>);
}
