// With START_STEPS=1, npm start's launcher says when it finished each step of its start, in milliseconds since its
// process started and CPU milliseconds so far (scripts/bench/measure-start.ts reads these lines).
export const START_STEP_PATTERN = /^Start step (.+) at (\d+) ms \((\d+) CPU-ms, pid (\d+)\)$/;

export function startStep(name) {
  if (process.env.START_STEPS !== "1") return;
  const { user, system } = process.cpuUsage();
  const cpu = Math.round((user + system) / 1000);
  console.log(`Start step ${name} at ${Math.round(performance.now())} ms (${cpu} CPU-ms, pid ${process.pid})`);
}
