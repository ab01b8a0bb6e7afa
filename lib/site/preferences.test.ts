import { describe, expect, it } from "vitest";
import { negotiateLocale, parseAudience, parseZip } from "./preferences";

describe("site preferences", () => {
  it("takes the language cookie first, then the browser's first served language", () => {
    expect(negotiateLocale("es-US", "en-US,en;q=0.9")).toBe("es-US");
    expect(negotiateLocale(undefined, "es-MX,es;q=0.9,en;q=0.8")).toBe("es-US");
    expect(negotiateLocale(undefined, "fr-FR,es;q=0.8,en;q=0.9")).toBe("en-US");
    expect(negotiateLocale(undefined, "fr-FR,es;q=0.8")).toBe("es-US");
    expect(negotiateLocale("de-DE", null)).toBe("en-US");
    expect(negotiateLocale(undefined, "es;q=0")).toBe("en-US");
  });

  it("accepts only known audiences and five-digit zips", () => {
    expect(parseAudience("pets")).toBe("pets");
    expect(parseAudience("cats")).toBe("people");
    expect(parseZip("60601")).toBe("60601");
    expect(parseZip("6060")).toBeNull();
    expect(parseZip(undefined)).toBeNull();
  });
});
