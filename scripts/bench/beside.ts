// `--beside CMD`: a command run over and over beside the benchmark (the figures "under `npm test` load"), in
// a process group of its own, started again each time it ends, and stopped with the benchmark. Its output goes to a
// file. It must not share this checkout's build: `npm test` runs `next build`, which rewrites the .next folder the
// benchmarked server runs from, so it runs in another clone (docs/benchmark.md).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

export type BesideRuns = { command: string; started: number; failed: number; log: string };

export function runBeside(command: string, log: string): { runs: BesideRuns; stop: () => void } {
  const runs: BesideRuns = { command, started: 0, failed: 0, log };
  const out = fs.openSync(log, "w");
  let child: ChildProcess | undefined;
  let stopped = false;
  const start = () => {
    if (stopped) return;
    runs.started++;
    child = spawn("bash", ["-c", command], { detached: true, stdio: ["ignore", out, out] });
    child.on("exit", (code) => {
      if (stopped) return;
      if (code !== 0) runs.failed++;
      start();
    });
  };
  start();
  const stop = () => {
    stopped = true;
    try {
      if (child?.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { runs, stop };
}
