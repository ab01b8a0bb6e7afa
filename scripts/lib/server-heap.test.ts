import { describe, expect, it } from "vitest";
import { DEFAULT_SERVER_HEAP_FLAGS, serverHeapFlags } from "./server-heap";

describe("server heap flags", () => {
  it("are the tuned defaults unless SERVER_HEAP_FLAGS says otherwise (empty: V8's own)", () => {
    expect(serverHeapFlags(undefined)).toEqual(DEFAULT_SERVER_HEAP_FLAGS);
    expect(serverHeapFlags("")).toEqual([]);
    expect(serverHeapFlags(" --max-semi-space-size=32  --heap-growing-percent=100 ")).toEqual([
      "--max-semi-space-size=32",
      "--heap-growing-percent=100",
    ]);
  });
});
