// Work on one record, in batches: items given one key wait while that key's batch is being written, then all go
// together in the next one (items of different keys never wait for each other). Hundreds of updates of one record
// become a few writes instead of hundreds of racing ones.
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

export function batchPerKey<I, R>(
  writeBatch: (items: I[]) => Promise<Settled<R>[]>, // results in the items' order
  maxBatch = 1_000,
): (key: string, item: I) => Promise<R> {
  type Waiting = { item: I; resolve: (value: R) => void; reject: (error: unknown) => void };
  const queues = new Map<string, Waiting[]>();

  const drain = async (key: string, queue: Waiting[]) => {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await writeBatch(batch.map((w) => w.item));
        batch.forEach((w, i) => {
          const result = results[i]!;
          if (result.ok) w.resolve(result.value);
          else w.reject(result.error);
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    queues.delete(key);
  };

  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const fresh = [{ item, resolve, reject }];
      queues.set(key, fresh);
      // Items given in the same turn of the event loop join the first batch.
      setImmediate(() => void drain(key, fresh));
    });
}
