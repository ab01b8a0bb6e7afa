import { describe, expect, it } from "vitest";
import en from "../../messages/en-US.json";
import es from "../../messages/es-US.json";

const keys = (messages: Record<string, Record<string, string>>) =>
  Object.entries(messages).flatMap(([namespace, entries]) => Object.keys(entries).map((k) => `${namespace}.${k}`));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe("site messages", () => {
  it("say everything in Spanish that they say in English", () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it("keep the same placeholders and rich-text tags in both languages", () => {
    for (const [namespace, entries] of Object.entries(en)) {
      for (const [key, text] of Object.entries(entries)) {
        const spanish = (es as Record<string, Record<string, string>>)[namespace]![key]!;
        expect(placeholders(spanish), `${namespace}.${key}`).toEqual(placeholders(text));
        expect(spanish.match(/<\/?\w+>/g), `${namespace}.${key}`).toEqual(text.match(/<\/?\w+>/g));
      }
    }
  });
});
