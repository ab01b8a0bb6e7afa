import { describe, expect, it } from "vitest";
import { DEFAULT_SERVER_HEAP_FLAGS, serverHeapFlags } from "./server-heap";

describe("server heap flags", () => {
  it("are the tuned defaults unless SERVER_HEAP_FLAGS says otherwise (empty: V8's own)", () => {
    expect(serverHeapFlags(undefined)).toEqual(DEFAULT_SERVER_HEAP_FLAGS);
    expect(serverHeapFlags("")).toEqual([]);
    expect(serverHeapFlags(" --max-semi-space-size=16  --heap-growing-percent=100 ")).toEqual([
      "--max-semi-space-size=16",
      "--heap-growing-percent=100",
    ]);
  });

  it("cap the young generation at 32 MB (V8 lets it reach 128 MB here), keep the old generation's growth at 1.5x, leave out the memory reducer's full GCs, collect on the process's own thread, hand freed pages back at every full GC, allocate nothing straight into the old generation and keep scavenging while a full GC marks", () => {
    expect(DEFAULT_SERVER_HEAP_FLAGS).toEqual([
      "--heap-growing-percent=50",
      "--max-semi-space-size=16",
      "--no-memory-reducer",
      "--single-threaded-gc",
      "--memory-saver-mode",
      "--no-allocation-site-pretenuring",
      "--no-separate-gc-phases",
    ]);
  });
});
