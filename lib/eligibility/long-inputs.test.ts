// Every text field of the check and enrollment bodies validates a 60 kB value (what the body limit lets through) in
// linear time: a pattern that backtracks over a long run would hold the server process's event loop. Before the fixes a
// phone of 10,000 spaces took 366 s, and a name of 60,000 spaces between two letters 3.9 s (the suffix pattern).
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { checkBody, enrollmentCardBody, enrollmentPersonBody } from "./schemas";

const LONG_VALUES = [
  "1" + " ".repeat(60_000) + "x",
  " ".repeat(60_000) + "a",
  "a ".repeat(30_000) + "!",
  "(".repeat(30_000),
  "1-".repeat(30_000) + "x",
  "a,".repeat(30_000) + ";",
  "\u0301".repeat(60_000),
];

type Def = { type: string; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown };
function textPaths(schema: unknown, path: string[] = []): string[][] {
  const def = (schema as { _zod?: { def?: Def } })._zod?.def;
  if (!def) return [];
  if (def.type === "object")
    return Object.entries(def.shape!).flatMap(([key, inner]) => textPaths(inner, [...path, key]));
  if (["optional", "nullable", "default", "pipe"].includes(def.type)) return textPaths(def.innerType ?? def.in, path);
  return [path];
}

function bodyWith(path: string[], value: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  let at = body;
  for (const key of path.slice(0, -1)) at = (at[key] = {}) as Record<string, unknown>;
  at[path.at(-1)!] = value;
  return body;
}

describe.each([
  ["eligibility check", checkBody],
  ["enrollment (card)", enrollmentCardBody],
  ["enrollment (person)", enrollmentPersonBody],
] as [string, z.ZodType][])("%s body", (_, schema) => {
  const paths = textPaths(schema);
  it("has the fields this test walks", () => expect(paths.length).toBeGreaterThan(10));
  it.each(paths.map((p) => [p.join(".")]))("%s: a 60 kB value is refused or read in linear time", (field) => {
    for (const value of LONG_VALUES) {
      const started = performance.now();
      schema.safeParse(bodyWith(field.split("."), value));
      expect(performance.now() - started, JSON.stringify(value.slice(0, 4))).toBeLessThan(500);
    }
  });
});
