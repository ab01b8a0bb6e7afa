import { describe, expect, it } from "vitest";
import { assignSlugs, slugify } from "./assign-slugs";

describe("slugify", () => {
  it.each([
    ["atorvastatin", "atorvastatin"],
    ["Lipitor", "lipitor"],
    ["amlodipine / atorvastatin", "amlodipine-atorvastatin"],
    ["Humira(CF)", "humira-cf"],
    ["insulin isophane, human / insulin, regular, human", "insulin-isophane-human-insulin-regular-human"],
    ["Théo-24", "theo-24"],
    ["  --  ", "medication"],
  ])("%s -> %s", (name, slug) => expect(slugify(name)).toBe(slug));

  it("cuts very long names at a word boundary", () => {
    const slug = slugify("sodium chloride / ".repeat(20));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.endsWith("chloride") || slug.endsWith("sodium")).toBe(true);
  });
});

describe("assignSlugs", () => {
  it("gives the first holder the plain slug and later ones a numbered suffix, deterministically", () => {
    const names = ["metformin", "Metformin", "metformin", "lipitor"];
    expect(assignSlugs(names)).toEqual(["metformin", "metformin-2", "metformin-3", "lipitor"]);
    expect(assignSlugs(names)).toEqual(assignSlugs([...names]));
  });

  it("never reuses a slug even when a real name looks like a suffixed one", () => {
    const slugs = assignSlugs(["Option 2", "option", "option"]);
    expect(slugs).toEqual(["option-2", "option", "option-3"]);
    expect(new Set(slugs).size).toBe(3);
  });
});
