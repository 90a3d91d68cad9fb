import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryState } from "./staff-kit.js";

/** A staff page's link back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm text-teal-800 underline">
      ← {children}
    </Link>
  );
}

/**
 * A staff page of one record (an order, a buy-back, a model): the link back to its list, then the
 * record once its query has it, or the loading text, or the error (`notFound` for a missing one).
 */
export function StaffRecordPage<T>({
  back,
  backText,
  query,
  notFound,
  className,
  children,
}: {
  back: string;
  backText: string;
  query: Parameters<typeof QueryState<T>>[0]["query"];
  notFound?: string;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className={className}>
      <BackLink to={back}>{backText}</BackLink>
      <QueryState query={query} notFound={notFound}>
        {children}
      </QueryState>
    </div>
  );
}
