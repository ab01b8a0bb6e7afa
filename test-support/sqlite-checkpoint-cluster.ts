// A launcher and two server processes as npm start arranges them (node:cluster), for sqlite-checkpoints-cluster.test.ts:
// the launcher checkpoints the database given as argv[2] for both, each server process writes 100 rows of 4 kB through
// its writer connection, and the launcher prints as JSON what each process saw.
import cluster from "node:cluster";
import { setTimeout as sleep } from "node:timers/promises";
import {
  checkpointForServerProcesses,
  checkpointServerProcess,
  checkpointsInWorker,
  checkpointWindow,
} from "../lib/platform/sqlite-checkpoints";
import { sqliteWriteConnection, withWriteLock } from "../lib/platform/sqlite-writer";

const file = process.argv[2]!;
const restartAtPages = 20; // low, so that 200 rows of 4 kB make the worker RESTART the WAL

if (cluster.isPrimary) {
  const env = checkpointForServerProcesses(file, restartAtPages);
  const reports: unknown[] = [];
  for (let i = 0; i < 2; i++) cluster.fork(env()).on("message", (report) => reports.push(report));
  cluster.on("exit", (_, code) => {
    if (code !== 0) process.exit(1);
  });
  while (reports.length < 2) await sleep(20);
  await sleep(1000); // a few of the worker's turns, for the last commits
  console.log(JSON.stringify({ launcher: checkpointWindow(), servers: reports }));
  process.exit(0);
} else {
  checkpointServerProcess(file);
  const writer = sqliteWriteConnection(file);
  const insert = writer.prepare("INSERT INTO t (v) VALUES (?)");
  for (let i = 0; i < 100; i++) await withWriteLock(() => insert.run(Buffer.alloc(4096, i)));
  // the launcher's RESTARTs reach this process by message
  for (let i = 0; i < 50 && !checkpointWindow()?.restarts; i++) await sleep(100);
  process.send!(
    {
      leavesCheckpoints: checkpointsInWorker(file),
      autocheckpoint: writer.pragma("wal_autocheckpoint", { simple: true }),
      window: checkpointWindow(),
    },
    () => process.exit(0),
  );
}
