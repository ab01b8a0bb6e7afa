import { describe, expect, it } from "vitest";
import { cutSpellings, hasNameLetter, isSameName, isSameOrCutName, nameSpellings, normalizeName } from "./person-name";

describe("normalizeName", () => {
  it.each([
    ["O'Brien", "obrien"],
    ["O’Connor", "oconnor"],
    ["García-López", "garcialopez"],
    ["De La Cruz", "delacruz"],
    ["Nguyễn", "nguyen"],
    ["Jose\u0301", "jose"],
    // Latin letters without a decomposition, as CLDR's Latin-ASCII transform spells them
    ["Groß", "gross"],
    ["GROẞ", "gross"],
    ["Ødegård", "odegard"],
    ["Łukasz", "lukasz"],
    ["Đặng", "dang"],
    ["Þóra", "thora"],
    ["Guðmundsdóttir", "gudmundsdottir"],
    ["Yıldız", "yildiz"],
    ["İlkay", "ilkay"],
    ["Cœur", "coeur"],
    ["Ɓello", "bello"],
    // modifier letters written for apostrophes, and a trailing generational suffix
    ["Kaʻahumanu", "kaahumanu"],
    ["Griffey Jr.", "griffey"],
    ["King, Jr", "king"],
    ["Howell III", "howell"],
    ["Jr", "jr"],
    ["ΠΑΠΑΔΟΠΟΥΛΟΣ", "παπαδοπουλοσ"],
    ["李", "李"],
  ])("%j -> %j", (name, normalized) => expect(normalizeName(name)).toBe(normalized));
});

describe("isSameName", () => {
  it.each([
    ["Müller", "MULLER"],
    ["Müller", "Mueller"],
    ["Mueller", "MÜLLER"],
    ["Søren", "SOEREN"],
    ["Åsa", "AASA"],
    ["Björk", "Bjork"],
    ["Groß", "GROSS"],
    ["Mary Ann", "MARYANN"],
    ["Παπαδόπουλος", "ΠΑΠΑΔΟΠΟΥΛΟΣ"],
  ])("%j is %j", (a, b) => expect(isSameName(a, b)).toBe(true));

  it.each([
    ["Muller", "Mueller"], // no umlaut to spell two ways
    ["Maria", "Mario"],
    ["O", "Oh"],
    ["Jo", "Joe"],
  ])("%j is not %j", (a, b) => expect(isSameName(a, b)).toBe(false));

  it("spells a name one way when it has no umlaut, ring or ø", () => {
    expect(nameSpellings("Smith")).toEqual(["smith"]);
    expect(nameSpellings("Müller")).toEqual(["muller", "mueller"]);
  });
});

describe("hasNameLetter", () => {
  it.each(["J", "O", "李", "Ng", "Mochi 🐶"])("%j has one", (name) => expect(hasNameLetter(name)).toBe(true));
  it.each([".", "-", "123", "ʻ", "ʼ", "\u0301", "💊", ", Jr."])("%j has none", (name) =>
    expect(hasNameLetter(name)).toBe(false),
  );
});

describe("cutSpellings", () => {
  it("spells a name longer than the field as the field holds it, with and without its spaces", () => {
    expect(cutSpellings("María de los Ángeles", 12)).toEqual(["mariadelos", "mariadelosan"]);
    expect(cutSpellings("Keihanaikukauakahihuliheekahaunaele", 12)).toEqual(["keihanaikuka"]);
    expect(cutSpellings("Müller-Lüdenscheidt", 15)).toEqual([
      "mullerludensch",
      "mullerludensche",
      "muellerluedens",
      "muellerluedensc",
    ]);
  });

  it("has none for a name that fits", () => {
    expect(cutSpellings("Smith", 15)).toEqual([]);
    expect(cutSpellings("Christophera", 12)).toEqual([]);
    expect(cutSpellings("李小龍", 12)).toEqual([]);
  });
});

describe("isSameOrCutName", () => {
  it.each([
    ["Espinosa de los Monteros", "ESPINOSA DE LOS", 15],
    ["Fernández de Córdoba y Figueroa", "FERNANDEZ DE CO", 15],
    ["Chandraprabha", "CHANDRAPRABH", 12],
    ["Sir Barks-a-Lot", "SIR BARKS-A-", 12],
    ["Smith", "SMITH", 15],
  ] as const)("%j is %j in a field of %i", (enrolled, typed, width) =>
    expect(isSameOrCutName(enrolled, typed, width)).toBe(true),
  );

  it.each([
    ["Espinosa de los Monteros", "ESPINOSA", 15],
    ["Fernández de Córdoba y Figueroa", "FERNANDEZ DE C", 15], // 14 characters: not where the field cuts
    ["Chandraprabha", "CHANDRA", 12],
    ["Smith", "SMIT", 15],
  ] as const)("%j is not %j in a field of %i", (enrolled, typed, width) =>
    expect(isSameOrCutName(enrolled, typed, width)).toBe(false),
  );
});
