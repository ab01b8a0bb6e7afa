// The server under test (npm start's launcher and its WEB_CONCURRENCY server processes, in a process group of their
// own) and what the benchmark reads from its processes: memory, and the event-loop delay of a measurement window.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import type { Stalls } from "../../lib/health/process-watch";

export type ProcessMemory = {
  pid: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  heapAfterFullGcMb: number | null;
  eventLoopDelay: {
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
    gcMaxMs?: number;
    stalls?: Stalls;
    writes?: { batches: number; maxMs: number }; // group commit's writes in the window (since the fifteenth session)
    windowSeconds: number;
  } | null;
  // the checkpoint worker's RESTARTs in that window; `shared`: the launcher's worker, whose RESTARTs every process reports
  sqliteCheckpoints?: { restarts: number; restartMaxMs: number; shared?: boolean } | null;
  cpuMicros?: number; // CPU time (user + system) since the process started
  gc?: { scavenges: number; markCompacts: number; pauseMs: number } | null; // GCs since the process started
};

const children: ChildProcess[] = [];
export const stopAll = () => children.forEach((c) => c.pid && killGroup(c.pid));

function killGroup(pid: number) {
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // already gone
  }
}

// `npm start` as a deployment runs it: plain JavaScript built once (scripts/start.mjs). Its standard output is dropped,
// or written to the file BENCH_SERVER_OUTPUT names (e.g. V8's --trace-gc lines, SERVER_HEAP_FLAGS="... --trace-gc"),
// or piped to the caller (`stdout: "pipe"`).
export function startServer(env: Record<string, string>, stdout?: "pipe"): ChildProcess {
  const output = process.env.BENCH_SERVER_OUTPUT;
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    detached: true,
    stdio: ["ignore", stdout ?? (output ? fs.openSync(output, "w") : "ignore"), "inherit"],
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
  });
  children.push(server);
  return server;
}

export function startBareServer(port: number): void {
  const code = `require("node:http").createServer((q,s)=>{s.setHeader("content-type","application/json");s.end('{"status":"ok"}')}).listen(${port},"127.0.0.1")`;
  children.push(spawn(process.execPath, ["-e", code], { detached: true, stdio: "ignore" }));
}

// The RSS of each process of the server's group (the launcher that only waits, and the server processes), in MB.
export function groupMemory(server: ChildProcess): { process: string; rssMb: number }[] {
  try {
    const pids = execFileSync("pgrep", ["-g", String(server.pid)], { encoding: "utf8" })
      .trim()
      .split("\n");
    const table = execFileSync("ps", ["-o", "rss=,args=", "-p", pids.join(",")], { encoding: "utf8" });
    return table
      .trim()
      .split("\n")
      .map((line) => {
        const [, rss, args] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
        return { process: (args ?? "").slice(0, 60), rssMb: Math.round(Number(rss) / 1024) };
      });
  } catch {
    return [];
  }
}

// Each server process's memory and event-loop delay as its /healthz reports them (asked until every process has
// answered: with WEB_CONCURRENCY > 1 each answer may come from another one).
export async function serverProcesses(base: string, processes: number): Promise<ProcessMemory[]> {
  const byPid = new Map<number, ProcessMemory>();
  for (let i = 0; i < 50 && byPid.size < processes; i++) {
    const { process: p } = (await (await fetch(`${base}/healthz`)).json()) as { process: ProcessMemory };
    byPid.set(p.pid, p);
  }
  return [...byPid.values()].sort((a, b) => a.pid - b.pid);
}

// A new event-loop-delay window in every server process (SIGUSR2, scripts/serve.ts); a process gone meanwhile (a
// crash the launcher replaced) is skipped: `exitedOf` counts it.
export function openEventLoopWindow(pids: number[]): void {
  for (const pid of pids) if (isAlive(pid)) process.kill(pid, "SIGUSR2");
}

// The server processes of `pids` that no longer run.
export function exitedOf(pids: number[]): number[] {
  return pids.filter((pid) => !isAlive(pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    throw error;
  }
}

export type EventLoopWindow = {
  p99Ms: number;
  maxMs: number;
  gcMaxMs: number;
  restarts: number;
  restartMaxMs: number;
  stalls?: Stalls; // every process's stalls over 50 ms, on and off the CPU, with the longest of each
  writes?: { batches: number; maxMs: number }; // every process's group-commit writes, with the longest
};

// The worst of the processes' event-loop delay since their window opened, their longest GC pause, and the SQLite
// checkpoint workers' RESTARTs with the longest: each process's own worker's added up, the launcher's shared worker's
// (which every process reports) counted once.
export async function eventLoopWindow(base: string, processes: number): Promise<EventLoopWindow> {
  return worstOfWindow(await serverProcesses(base, processes));
}

export function worstOfWindow(processes: ProcessMemory[]): EventLoopWindow {
  const delays = processes.map((p) => p.eventLoopDelay ?? { p99Ms: 0, maxMs: 0, gcMaxMs: 0 });
  const checkpoints = processes.map((p) => p.sqliteCheckpoints ?? { restarts: 0, restartMaxMs: 0 });
  return {
    p99Ms: Math.max(0, ...delays.map((d) => d.p99Ms)),
    maxMs: Math.max(0, ...delays.map((d) => d.maxMs)),
    gcMaxMs: Math.max(0, ...delays.map((d) => d.gcMaxMs ?? 0)),
    restarts:
      checkpoints.reduce((sum, c) => sum + (c.shared ? 0 : c.restarts), 0) +
      Math.max(0, ...checkpoints.map((c) => (c.shared ? c.restarts : 0))),
    restartMaxMs: Math.max(0, ...checkpoints.map((c) => c.restartMaxMs)),
    stalls: addStalls(delays.map((d) => ("stalls" in d ? d.stalls : undefined))),
    writes: addWrites(delays.map((d) => ("writes" in d ? d.writes : undefined))),
  };
}

function addWrites(each: ({ batches: number; maxMs: number } | undefined)[]) {
  const known = each.filter((w) => w !== undefined);
  if (known.length === 0) return undefined;
  return {
    batches: known.reduce((sum, w) => sum + w.batches, 0),
    maxMs: Math.max(...known.map((w) => w.maxMs)),
  };
}

function addStalls(each: (Stalls | undefined)[]): Stalls | undefined {
  const known = each.filter((s): s is Stalls => s !== undefined);
  if (known.length === 0) return undefined;
  return {
    onCpu: known.reduce((sum, s) => sum + s.onCpu, 0),
    onCpuMaxMs: Math.max(...known.map((s) => s.onCpuMaxMs)),
    offCpu: known.reduce((sum, s) => sum + s.offCpu, 0),
    offCpuMaxMs: Math.max(...known.map((s) => s.offCpuMaxMs)),
  };
}

// The machine's CPU time stolen by the hypervisor (a virtual machine's cores serving another guest), over all cores, in
// ms since boot (/proc/stat's steal, in clock ticks of 10 ms); undefined where there is no /proc/stat.
export function stolenMs(): number | undefined {
  try {
    const cpu = fs.readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/);
    const steal = Number(cpu[8]);
    return Number.isFinite(steal) ? steal * 10 : undefined;
  } catch {
    return undefined;
  }
}

// How long the server processes' main threads (their event loops) have been ready to run but waiting for a core, in ms
// since each started, added up (the second field of /proc/PID/task/PID/schedstat, in ns: time on a run queue);
// undefined where a process has no such file. Since the fifteenth session: the kernel's scheduler events showed the
// event loops' off-CPU stalls of a quiet run to be this wait, behind the server processes' own GC helper threads.
export function mainThreadsWaitMs(pids: number[], proc = "/proc"): number | undefined {
  let total = 0;
  for (const pid of pids) {
    try {
      const waited = Number(fs.readFileSync(`${proc}/${pid}/task/${pid}/schedstat`, "utf8").trim().split(/\s+/)[1]);
      if (!Number.isFinite(waited)) return undefined;
      total += waited / 1e6;
    } catch {
      return undefined;
    }
  }
  return total;
}

// What the server processes spent on `requests` answers between two snapshots of them (a process absent from either
// is left out): CPU microseconds per request, and scavenges, mark-compacts and GC pause per 10,000 requests. CPU time
// and GC counts do not depend on the machine's load the way latency does.
export function workPerRequest(before: ProcessMemory[], after: ProcessMemory[], requests: number): Work | undefined {
  let cpu = 0;
  let scavenges = 0;
  let markCompacts = 0;
  let pauseMs = 0;
  for (const b of before) {
    const a = after.find((p) => p.pid === b.pid);
    if (!a?.gc || !b.gc || a.cpuMicros === undefined || b.cpuMicros === undefined) return undefined;
    cpu += a.cpuMicros - b.cpuMicros;
    scavenges += a.gc.scavenges - b.gc.scavenges;
    markCompacts += a.gc.markCompacts - b.gc.markCompacts;
    pauseMs += a.gc.pauseMs - b.gc.pauseMs;
  }
  if (requests <= 0 || before.length === 0) return undefined;
  const per10k = (n: number) => Math.round((n / requests) * 10_000 * 10) / 10;
  return {
    cpuUsPerRequest: Math.round((cpu / requests) * 10) / 10,
    scavengesPer10k: per10k(scavenges),
    markCompactsPer10k: per10k(markCompacts),
    gcPauseMsPer10k: per10k(pauseMs),
  };
}
export type Work = {
  cpuUsPerRequest: number;
  scavengesPer10k: number;
  markCompactsPer10k: number;
  gcPauseMsPer10k: number;
};
