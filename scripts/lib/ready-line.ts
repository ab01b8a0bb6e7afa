// The line a server process writes once it is ready (its read models built, so /readyz answers 200): how long it took
// from its own start and the CPU time it used, and its RSS then. scripts/bench/measure-start.ts reads it.
export type ReadyLine = { pid: number; seconds: number; cpuSeconds: number; rssMb: number; wallMs?: number };

const PATTERN = /^Server process (\d+) ready after ([\d.]+) s \(([\d.]+) CPU-seconds, (\d+) MB RSS\)$/;

export function readyLine(): string {
  const { user, system } = process.cpuUsage();
  const cpu = ((user + system) / 1e6).toFixed(2);
  const rss = Math.round(process.memoryUsage.rss() / 2 ** 20);
  return `Server process ${process.pid} ready after ${process.uptime().toFixed(2)} s (${cpu} CPU-seconds, ${rss} MB RSS)`;
}

export function parseReadyLine(line: string): ReadyLine | undefined {
  const match = PATTERN.exec(line.trim());
  if (!match) return undefined;
  const [, pid, seconds, cpuSeconds, rssMb] = match.map(Number) as number[];
  return { pid: pid!, seconds: seconds!, cpuSeconds: cpuSeconds!, rssMb: rssMb! };
}
