// JSON texts kept for objects that answers repeat unchanged (lib/api/json-answer.ts writes every answer with
// stringifyAnswer). Here, not in lib/api: the catalog's read model (lib/medications) keeps its medications' texts, and
// no domain imports the transport.
// Such an object (a medication of the catalog's read model in the popular and type-ahead lists) is written once and
// its text reused: JSON.stringify of six medications took 86-163 us an answer, joining their
// texts 4-5 us. Only a value of a top-level field, or an item of a top-level array, is looked up. Such an object is
// shared by every answer, so it must never change after it is kept: it is frozen, with every object in it.
// On globalThis: the catalog is built by whichever of Next.js's bundles loads it first (instrumentation.ts warms it up),
// and each bundle has its own copy of this module.
const KEPT_TEXTS = Symbol.for("rx-discount-card.kept-json-texts");
const keptTexts = ((globalThis as Record<symbol, unknown>)[KEPT_TEXTS] ??= new WeakMap()) as WeakMap<object, string>;

export function keepJsonText<T extends object>(value: T): T {
  keptTexts.set(deepFreeze(value), JSON.stringify(value));
  return value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

// The same text as JSON.stringify(body), with the kept texts of its fields and their items.
export function stringifyAnswer(body: unknown): string {
  if (typeof body !== "object" || body === null || Array.isArray(body) || "toJSON" in body) return JSON.stringify(body);
  const fields: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    const text = keptTexts.get(value) ?? (Array.isArray(value) ? arrayText(value) : JSON.stringify(value));
    if (text !== undefined) fields.push(`${JSON.stringify(name)}:${text}`);
  }
  return `{${fields.join(",")}}`;
}

function arrayText(items: unknown[]): string {
  if (!items.some((item) => keptTexts.has(item as object))) return JSON.stringify(items);
  return `[${items.map((item) => keptTexts.get(item as object) ?? JSON.stringify(item) ?? "null").join(",")}]`;
}
