import { describe, expect, it, vi } from "vitest";
import { keepJsonText, stringifyAnswer } from "./kept-json-text";

describe("stringifyAnswer", () => {
  const kept = keepJsonText({ name: "atorvastatin", dose: [{ label: "10 mg tablet", quantity: [{ value: "30" }] }] });
  const other = keepJsonText({ name: "lisinopril", isBrand: false });

  it.each([
    ["kept items of a top-level array", { id: "x", results: [kept, other, { plain: 1 }] }],
    ["a kept object as a field's value", { id: "x", medication: kept }],
    ["an array with no kept item", { results: [1, "a", null, { b: [2] }] }],
    [
      "what JSON.stringify leaves out or writes as null",
      { a: undefined, f: () => 1, list: [kept, undefined, () => 1] },
    ],
    ["numeric keys first, as JSON.stringify orders them", { b: 1, 2: "two", a: kept, 1: "one" }],
    ["an object with toJSON", { at: new Date(0), nested: { toJSON: () => "t" } }],
    ["not an object", [kept, 1]],
    ["a string", "text"],
    ["null", null],
    ["an empty object", {}],
  ])("writes %s as JSON.stringify does", (_case, body) => {
    expect(stringifyAnswer(body)).toBe(JSON.stringify(body));
  });

  it("writes a kept object from its kept text, not anew", () => {
    let reads = 0;
    const counted = keepJsonText({
      get name() {
        reads += 1;
        return "counted";
      },
    });
    const readsWhenKept = reads;
    expect(stringifyAnswer({ results: [counted, counted] })).toBe(
      '{"results":[{"name":"counted"},{"name":"counted"}]}',
    );
    expect(reads).toBe(readsWhenKept);
  });

  it("freezes a kept object with every object in it, so no answer can change what the others write", () => {
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept.dose[0]!.quantity[0])).toBe(true);
    expect(() => {
      (kept.dose as unknown as unknown[]).push({});
    }).toThrow(TypeError);
  });
});

describe("kept texts across copies of the module", () => {
  it("are found by another copy (Next.js bundles this module once per route; the catalog keeps through one of them)", async () => {
    vi.resetModules();
    const other = await import("./kept-json-text");
    let reads = 0;
    const counted = keepJsonText({
      get name() {
        reads += 1;
        return "kept by the first copy";
      },
    });
    const readsWhenKept = reads;
    expect(other.stringifyAnswer({ results: [counted] })).toBe('{"results":[{"name":"kept by the first copy"}]}');
    expect(reads).toBe(readsWhenKept);
  });
});
