// The benchmark's result rows, as a console/markdown table with each endpoint's throughput relative to the ceiling.

export type BenchRow = {
  name: string;
  kind: "ceiling" | "read" | "write" | "pricing";
  requestsPerSecond: number;
  // The saturation run's throughput second by second (autocannon's one-second samples): the median, the slowest and the
  // fastest second.
  perSecond?: { median: number; min: number; max: number };
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses?: Record<string, number>; // answers by HTTP status, under saturation
  // Latency at a fixed offered rate below saturation (half the framework ceiling).
  offeredRate?: number;
  atRate?: { p50: number; p95: number; p99: number; errors: number };
  // Latency at half this endpoint's own saturated throughput, measured in the same run: the machine-independent target.
  halfSaturation?: { rate: number; p50: number; p99: number; errors: number };
  // The server processes' event-loop delay during the half-saturation run (the worst process), in ms; with their
  // longest GC pause and the SQLite checkpoint workers' RESTARTs (how many, the longest) in that run.
  // Its stalls over 50 ms (every process's), on the CPU (code or a GC of the process) and off it (the thread waited for
  // a core), and the CPU time the hypervisor stole from the machine's cores meanwhile.
  eventLoop?: {
    p99Ms: number;
    maxMs: number;
    gcMaxMs?: number;
    restarts?: number;
    restartMaxMs?: number;
    stalls?: { onCpu: number; onCpuMaxMs: number; offCpu: number; offCpuMaxMs: number };
    writes?: { batches: number; maxMs: number };
  };
  stolenMs?: number;
  // The server processes' main threads' time ready but waiting for a core during that run (ms, added up).
  coreWaitMs?: number;
  // The load generator's own event-loop delay (max, ms) during that run: a stall of its own is not the server's.
  benchLoopMaxMs?: number;
  // What the server processes spent per request during the saturation run: CPU microseconds, GCs per 10k requests.
  work?: { cpuUsPerRequest: number; scavengesPer10k: number; markCompactsPer10k: number; gcPauseMsPer10k: number };
  // Server processes that died while this endpoint was measured (the launcher starts another): a crash under load.
  serverExits?: number;
  // The machine's 1-minute load average when the row was measured (the machine may be shared).
  load?: number;
};

// The rate of the half-saturation run: half the median second of the saturation run, steadier than its mean (one
// second the machine took from the server moves the mean, not the median); the mean where no samples were kept.
export function halfSaturationRate(row: BenchRow): number {
  return Math.max(10, Math.round((row.perSecond?.median ?? row.requestsPerSecond) / 2));
}

export function ratioToCeiling(row: BenchRow, ceiling: number): number {
  return ceiling > 0 ? row.requestsPerSecond / ceiling : 0;
}

const fixed = (n: number | undefined, digits = 1) => (n === undefined ? "" : n.toFixed(digits));
const countWithMax = (count: number | undefined, maxMs: number | undefined) =>
  count === undefined ? "" : count === 0 ? "0" : `${count} (${fixed(maxMs)})`;

// `frameworkCeiling`: the trivial route through Next.js; `directCeiling`: the trivial route through the path the
// partner API takes (node:http calling route handlers directly), the like-for-like ratio.
export function formatResultsTable(rows: BenchRow[], frameworkCeiling: number, directCeiling: number): string {
  const header = [
    "endpoint",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "errors",
    "x ceiling",
    "x direct",
    "rate",
    "p50@rate",
    "p99@rate",
    "err@rate",
    "½ sat rate",
    "p50@½sat",
    "p99@½sat",
    "err@½sat",
    "loop p99",
    "loop max",
    "GC max",
    "restarts (max ms)",
    "writes (max ms)",
    "stalls on CPU (max ms)",
    "stalls off CPU (max ms)",
    "steal ms",
    "core wait ms",
    "bench loop max",
    "CPU us/req",
    "scav/10k",
    "full GC/10k",
    "load",
    "verdict",
  ];
  const lines = rows.map((r) => [
    r.name,
    fixed(r.requestsPerSecond, 0),
    fixed(r.p50),
    fixed(r.p95),
    fixed(r.p99),
    String(r.errors + r.non2xx),
    r.kind === "ceiling" ? "" : fixed(ratioToCeiling(r, frameworkCeiling), 2),
    r.kind === "ceiling" ? "" : fixed(ratioToCeiling(r, directCeiling), 2),
    r.offeredRate ? String(r.offeredRate) : "",
    fixed(r.atRate?.p50),
    fixed(r.atRate?.p99),
    r.atRate ? String(r.atRate.errors) : "",
    r.halfSaturation ? String(r.halfSaturation.rate) : "",
    fixed(r.halfSaturation?.p50),
    fixed(r.halfSaturation?.p99),
    r.halfSaturation ? String(r.halfSaturation.errors) : "",
    fixed(r.eventLoop?.p99Ms),
    fixed(r.eventLoop?.maxMs),
    fixed(r.eventLoop?.gcMaxMs),
    r.eventLoop?.restarts === undefined ? "" : `${r.eventLoop.restarts} (${fixed(r.eventLoop.restartMaxMs)})`,
    countWithMax(r.eventLoop?.writes?.batches, r.eventLoop?.writes?.maxMs),
    countWithMax(r.eventLoop?.stalls?.onCpu, r.eventLoop?.stalls?.onCpuMaxMs),
    countWithMax(r.eventLoop?.stalls?.offCpu, r.eventLoop?.stalls?.offCpuMaxMs),
    fixed(r.stolenMs, 0),
    fixed(r.coreWaitMs, 0),
    fixed(r.benchLoopMaxMs),
    fixed(r.work?.cpuUsPerRequest, 0),
    fixed(r.work?.scavengesPer10k),
    fixed(r.work?.markCompactsPer10k),
    fixed(r.load, 2),
    verdict(r),
  ]);
  return markdownTable(header, lines);
}

// The issue's targets for p99 at half an endpoint's own saturation: reads 10 ms, 50-NPI pricing and writes 20 ms.
export const TAIL_TARGET_MS: Record<Exclude<BenchRow["kind"], "ceiling">, number> = {
  read: 10,
  pricing: 20,
  write: 20,
};

// Every failed or wrong answer of the row's runs: under saturation, at half saturation and at the fixed rate.
const errorsOf = (r: BenchRow) => r.errors + r.non2xx + (r.halfSaturation?.errors ?? 0) + (r.atRate?.errors ?? 0);

// Whether an endpoint's row meets its target: p99 at half its own saturation within TAIL_TARGET_MS and no error in any
// of its runs. Empty for a ceiling or a row without a half-saturation run.
export function verdict(r: BenchRow): string {
  if (r.kind === "ceiling" || !r.halfSaturation) return "";
  const target = TAIL_TARGET_MS[r.kind];
  if (r.serverExits) return `${r.serverExits} server process exit(s)`;
  const errors = errorsOf(r);
  if (errors > 0) return `${errors} errors`;
  return r.halfSaturation.p99 <= target ? `met (<= ${target})` : `over ${target}`;
}

// Several runs' verdicts side by side (`npm run bench -- --repeat 3`): per endpoint, each run's p99 at half
// saturation (with its errors when any) and whether the target held in every run.
export function formatVerdictTable(runs: BenchRow[][]): string {
  const names = [
    ...new Set(
      runs
        .flat()
        .filter((r) => r.kind !== "ceiling")
        .map((r) => r.name),
    ),
  ];
  const header = ["endpoint", "target p99@½sat ms", ...runs.map((_, i) => `run ${i + 1}`), "verdict"];
  const lines = names.map((name) => {
    const rows = runs.map((run) => run.find((r) => r.name === name));
    const kind = rows.find(Boolean)!.kind as keyof typeof TAIL_TARGET_MS;
    const cells = rows.map((r) => {
      if (!r?.halfSaturation) return "-";
      const errors = errorsOf(r);
      const exits = r.serverExits ? `, ${r.serverExits} server process exit(s)` : "";
      return `${fixed(r.halfSaturation.p99)}${errors > 0 ? ` (${errors} errors${exits})` : exits ? ` (${exits.slice(2)})` : ""}`;
    });
    const missed = rows.flatMap((r, i) => (r && verdict(r).startsWith("met") ? [] : [i + 1]));
    const overall = missed.length === 0 ? "met in every run" : `not met in run ${missed.join(", ")}`;
    return [name, String(TAIL_TARGET_MS[kind]), ...cells, overall];
  });
  return markdownTable(header, lines);
}

const markdownTable = (header: string[], lines: string[][]) =>
  [header, header.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
