// /readyz answers 503 until every read model of the process is built: what isReady() says.
import { describe, expect, it } from "vitest";
import { isReady, readModelsBuilt } from "./read-models";

describe("readiness", () => {
  it("is not ready in a process that has built no read model yet", () => {
    expect(readModelsBuilt()).toEqual({ catalog: false, ndcCosts: false, network: false, accounts: false });
    expect(isReady()).toBe(false);
  });

  it("is ready only when every read model is built", () => {
    const all = { catalog: true, ndcCosts: true, network: true, accounts: true };
    expect(isReady(all)).toBe(true);
    for (const missing of Object.keys(all)) expect(isReady({ ...all, [missing]: false })).toBe(false);
  });
});
