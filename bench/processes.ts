import { readFileSync, readlinkSync } from "node:fs";

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user + system, ms) and its start (ticks since boot), from /proc; null when it has ended. */
export function procCpu(pid: number | string): { cpuMs: number; start: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): state is field 3, so field n is n - 3.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
      start: fields[19],
    };
  } catch {
    return null;
  }
}

/** A process and its descendants (the server and, with several instances, its cluster's children). */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {}
  return [pid, ...children.flatMap(processTree)];
}

/** CPU ms used so far by a process tree. */
export const treeCpuMs = (pid: number) =>
  processTree(pid).reduce((sum, p) => sum + (procCpu(p)?.cpuMs ?? 0), 0);

export interface ProcessMemory {
  pid: number;
  /** "instance" serves requests; "primary" is a cluster's parent (forks and watches the instances). */
  role: "primary" | "instance";
  /** Resident set now (VmRSS), MB. */
  rssMb: number;
  /** Highest resident set since the process started (VmHWM), MB. */
  peakMb: number;
}

const kbField = (status: string, name: string) =>
  Math.round(Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 102.4) / 10;

/**
 * RSS and peak RSS of the server's processes: one instance, or a cluster primary and its
 * instances. Only processes running the server's own executable count (not a helper it may have
 * spawned, nor a child that has exited and not yet been reaped).
 */
export function serverMemory(rootPid: number): ProcessMemory[] {
  const exe = (pid: number) => {
    try {
      return readlinkSync(`/proc/${pid}/exe`);
    } catch {
      return null;
    }
  };
  const server = exe(rootPid);
  const found: { pid: number; status: string }[] = [];
  for (const pid of processTree(rootPid)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      if (/^VmRSS:/m.test(status) && exe(pid) === server) found.push({ pid, status });
    } catch {}
  }
  return found.map(({ pid, status }) => ({
    pid,
    role: pid === rootPid && found.length > 1 ? "primary" : "instance",
    rssMb: kbField(status, "VmRSS"),
    peakMb: kbField(status, "VmHWM"),
  }));
}
