// The longest continuous presences of one function in a V8 CPU profile's samples: how long a synchronous block ran, or
// how long the process sat off the CPU inside it (the samples go on while the process waits for a core, so a
// function that takes microseconds and shows for 20 ms was descheduled there). The bench's server processes write
// profiles with `npm run bench -- --node-options="--cpu-prof --cpu-prof-dir=DIR"`.
//   npx tsx scripts/bench/longest-blocks.ts FILE.cpuprofile [--top 30] [--after 20]
// --after leaves out blocks that began in the profile's first seconds (the start-up's module loading).
import fs from "node:fs";
import { parseArgs } from "node:util";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const SCHEDULING = /^\((root|program|idle|garbage collector)\)|processTicksAndRejections|listOnTimeout|processTimers/;

export function longestBlocks(profile: Profile, afterUs = 0): { ms: number; atS: number; name: string }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    return `${functionName || "(anonymous)"} ${url.replace(/^.*?\/(\.next\/|lib\/|app\/|scripts\/|node_modules\/)/, "$1")}:${lineNumber}`;
  };
  const since = new Map<number, number>(); // node id -> time its current presence began
  const longest = new Map<string, { ms: number; atS: number }>();
  let time = profile.startTime;
  const close = (id: number, began: number) => {
    if (began - profile.startTime < afterUs) return;
    const key = name(id);
    const ms = (time - began) / 1000;
    if (ms > (longest.get(key)?.ms ?? 0)) longest.set(key, { ms, atS: (began - profile.startTime) / 1e6 });
  };
  profile.samples.forEach((sample, i) => {
    time += profile.timeDeltas[i]!;
    const stack = new Set<number>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) stack.add(id);
    for (const [id, began] of since) {
      if (stack.has(id)) continue;
      close(id, began);
      since.delete(id);
    }
    for (const id of stack) if (!since.has(id)) since.set(id, time);
  });
  for (const [id, began] of since) close(id, began); // still running when the profile ended
  return [...longest]
    .filter(([key]) => !SCHEDULING.test(key))
    .map(([key, v]) => ({ name: key, ...v }))
    .sort((a, b) => b.ms - a.ms);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: "string", default: "30" }, after: { type: "string", default: "0" } },
  });
  for (const file of positionals) {
    console.log(`== ${file}`);
    const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
    for (const b of longestBlocks(profile, Number(values.after) * 1e6).slice(0, Number(values.top)))
      console.log(`${b.ms.toFixed(1).padStart(7)} ms  at ${b.atS.toFixed(1).padStart(6)} s  ${b.name}`);
  }
}
