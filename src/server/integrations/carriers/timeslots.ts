/** Home-delivery windows for the next three working days (the carrier's evening slot included). */
const WINDOWS: [number, number][] = [
  [8, 12],
  [12, 16],
  [16, 20],
];

export interface Timeslot {
  id: string;
  date: string;
  from: string;
  to: string;
}

export function timeslots(now: Date, days = 3): Timeslot[] {
  const out: Timeslot[] = [];
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  while (out.length < days * WINDOWS.length) {
    d.setUTCDate(d.getUTCDate() + 1);
    const dow = d.getUTCDay();
    if (dow === 0 || dow === 6) continue;
    const date = d.toISOString().slice(0, 10);
    for (const [a, b] of WINDOWS) {
      const from = `${String(a).padStart(2, "0")}:00`;
      const to = `${String(b).padStart(2, "0")}:00`;
      out.push({ id: `${date}T${from}-${to}`, date, from, to });
    }
  }
  return out;
}

export const isTimeslot = (id: string, now: Date) => timeslots(now).some((s) => s.id === id);
