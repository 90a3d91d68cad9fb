/** The colour of a repair status badge. */
export const STATUS_TONE: Record<string, string> = {
  received: "bg-gray-100 text-gray-800",
  diagnosing: "bg-sky-100 text-sky-900",
  waiting_for_parts: "bg-amber-100 text-amber-900",
  repairing: "bg-indigo-100 text-indigo-900",
  ready_for_pickup: "bg-teal-100 text-teal-900",
  handed_over: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
};
