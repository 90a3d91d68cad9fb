import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldValues, type Path, type Resolver, type UseFormProps, useForm } from "react-hook-form";
import type { ZodType } from "zod";
import { translateMessage } from "../../contract/z.js";
import { ApiError } from "../api/api-client.js";
import { useShop } from "../shop-context.js";

/**
 * A react-hook-form bound to the same zod schema the server uses, whose submit maps a server 400
 * onto the fields (nested groups flattened by `fieldFor`) and keeps other errors as one message.
 */
export function useApiForm<T extends FieldValues>(
  schema: ZodType<FieldValues, unknown>,
  options: UseFormProps<T> & { fieldFor?: (path: string[]) => string | undefined } = {},
) {
  const { t } = useShop();
  // The form's values are the schema's input; what the resolver hands on is its parsed output.
  const resolver = zodResolver(schema as ZodType<FieldValues, FieldValues>) as unknown as Resolver<T>;
  const form = useForm<T>({ ...options, resolver, mode: "onTouched" });
  const [formError, setFormError] = useState<string | null>(null);

  /** The translated error of a field (first only). */
  const error = (name: Path<T>): string | undefined => {
    const parts = String(name).split(".");
    let node: unknown = form.formState.errors;
    for (const p of parts)
      node = node && typeof node === "object" ? (node as Record<string, unknown>)[p] : undefined;
    const message = node && typeof node === "object" ? (node as { message?: unknown }).message : undefined;
    return typeof message === "string" && message ? translateMessage(t, message) : undefined;
  };

  const submit = (action: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await action(values);
      } catch (err) {
        if (err instanceof ApiError && err.status === 400 && err.body && typeof err.body === "object") {
          const mapped = applyServerErrors(err.body, [], (path, message) => {
            const field = options.fieldFor ? options.fieldFor(path) : path.join(".");
            if (!field) return false;
            form.setError(field as Path<T>, { type: "server", message });
            return true;
          });
          if (!mapped) setFormError(err.firstMessage());
        } else setFormError(err instanceof ApiError ? err.firstMessage() : t("common.error"));
      }
    });

  return { form, error, submit, formError, setFormError };
}

/** Walks a field-error tree; returns whether any error landed on a field. */
function applyServerErrors(
  body: object,
  path: string[],
  set: (path: string[], message: string) => boolean,
): boolean {
  let any = false;
  for (const [key, value] of Object.entries(body)) {
    if (key === "message" || key === "non_field_errors" || key === "detail") continue;
    if (Array.isArray(value)) {
      if (typeof value[0] === "string" && set([...path, key], value[0])) any = true;
    } else if (value && typeof value === "object") {
      if (applyServerErrors(value, [...path, key], set)) any = true;
    }
  }
  return any;
}
