import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import english from "../../messages/en-US.json";
import spanish from "../../messages/es-US.json";
import { formatPlainMessage } from "./format-plain-message";

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
const argumentNames = (message: string) => [
  ...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)/g)].map((m) => m[1]!)),
];

describe("formatPlainMessage", () => {
  it("answers exactly what ICU answers, for every site message in both locales, or leaves it to ICU", () => {
    let plain = 0;
    for (const [locale, messages] of [
      ["en-US", english],
      ["es-US", spanish],
    ] as const)
      for (const [key, message] of leaves(messages as Tree)) {
        const names = argumentNames(message);
        for (const sample of ["60601", 0, 1, 2, 7, 21, 999, 1000, 1234, 2.5, -1]) {
          const values = Object.fromEntries(names.map((name) => [name, sample]));
          const fast = formatPlainMessage(message, values, locale);
          if (fast === undefined) continue;
          plain++;
          expect(fast, `${locale} ${key} ${sample}`).toBe(new IntlMessageFormat(message, locale).format(values));
        }
      }
    expect(plain).toBeGreaterThan(500);
  });

  it("fills the medication and chain pages' messages without ICU", () => {
    expect(formatPlainMessage(english.drug.pricesNear, { zip: "60601" }, "en-US")).toBe("Prices near 60601");
    expect(formatPlainMessage(english.drug.pricesUpdated, { count: 1 }, "en-US")).toBe(
      "1 pharmacy chain, cheapest first.",
    );
    expect(formatPlainMessage(english.nearby.radius, { count: 12, miles: 5, zip: "60601" }, "en-US")).toBe(
      "12 pharmacies within 5 miles of 60601.",
    );
    expect(formatPlainMessage(english.chain.shown, { shown: 10, total: 42 }, "en-US")).toBe("showing 10 of 42");
  });

  it("leaves to ICU what it cannot answer exactly", () => {
    expect(formatPlainMessage("{count} stores", { count: 1234 }, "en-US")).toBeUndefined(); // 1,234
    expect(formatPlainMessage("{miles} mi", { miles: 2.5 }, "en-US")).toBeUndefined(); // es-US: 2,5
    expect(formatPlainMessage("{n, plural, few {a} other {b}}", { n: 2 }, "en-US")).toBeUndefined();
    expect(formatPlainMessage("It''s {zip}", { zip: "1" }, "en-US")).toBeUndefined();
    expect(formatPlainMessage("<b>{zip}</b>", { zip: "1" }, "en-US")).toBeUndefined();
    expect(formatPlainMessage("{zip}", { zip: "1" }, "fr-FR")).toBeUndefined();
    expect(formatPlainMessage("{price, number, ::currency/USD}", { price: 5 }, "en-US")).toBeUndefined();
    expect(formatPlainMessage("{zip}", {}, "en-US")).toBeUndefined();
  });
});
