// Group commit: writes that arrive while a batch is being written wait and go together in the next one, so under load
// one transaction (one fsync, one round trip) serves many requests, and an idle server writes each one at once.
// If a batch fails (a unique key taken, say), its items are written one by one, each getting its own result or
// error: the batch was one transaction, so nothing of it stayed and nothing is written twice.
import { recordWrite } from "./write-window";

export type GroupCommit<I, R> = (item: I) => Promise<R>;

// A write's time from the call until the database answered, in the current window's figures (write-window.ts).
async function timed<T>(write: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await write();
  } finally {
    recordWrite(performance.now() - started);
  }
}

export function groupCommit<I, R>({
  writeBatch,
  writeOne = async (item) => (await writeBatch([item]))[0]!,
  maxBatch = 200,
}: {
  writeBatch: (items: I[]) => Promise<R[]>; // one transaction; results in the items' order
  writeOne?: (item: I) => Promise<R>; // by default a batch of one
  maxBatch?: number;
}): GroupCommit<I, R> {
  type Waiting = { item: I; resolve: (result: R) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;

  const writeQueued = async () => {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      if (batch.length > 1) {
        try {
          const results = await timed(() => writeBatch(batch.map((w) => w.item)));
          batch.forEach((w, i) => w.resolve(results[i]!));
          continue;
        } catch {
          // written one by one below
        }
      }
      await Promise.all(
        batch.map(async (w) => {
          try {
            w.resolve(await timed(() => writeOne(w.item)));
          } catch (error) {
            w.reject(error);
          }
        }),
      );
    }
    writing = false;
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // Writes submitted in the same turn of the event loop go together; later ones wait for the current batch.
      if (!writing) {
        writing = true;
        setImmediate(() => void writeQueued());
      }
    });
}
