import type { ReactNode } from "react";

/**
 * A box of the checkout page (delivery, payment, details, summary), named by its heading: the
 * heading's id is the section's label, and a step's choices may point at it too.
 */
export function CheckoutSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={headingId} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
