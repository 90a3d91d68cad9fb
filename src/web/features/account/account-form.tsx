import type { FormEventHandler, ReactNode } from "react";
import { FormError } from "../../ui/form-field.js";

/** A one-form account page (login, registration, password reset): a narrow column under its title. */
export function AccountFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** The form of such a page: a bordered box, the form's own error (not a field's) first. */
export function AccountForm({
  onSubmit,
  formError,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-gray-200 p-6">
      <FormError message={formError} />
      {children}
    </form>
  );
}
