// Green Book products of human generics by the form their trade name writes, animal-only names that no international
// list makes a human drug's, and kinds of animal product (prisma/seed/README.md, "Twelfth pass: pets"). Cases are
// the Green Book's own lines (fda_greenbook_section1_by_trade_name.csv.gz).
import { describe, expect, it } from "vitest";
import {
  greenBookAliasDoses,
  greenBookAnimalOnlyNames,
  greenBookKindWords,
  greenBookProductForms,
} from "./green-book-names";

describe("greenBookProductForms", () => {
  it("reads the form written after the mark or glued to the name", () => {
    expect(greenBookProductForms("Amoxi-Drop® Oral Suspension")).toEqual([{ name: "Amoxi-Drop", form: "oral liquid" }]);
    expect(greenBookProductForms("Antirobe Aquadrops®")[0]!.form).toBe("oral liquid");
    expect(greenBookProductForms("Cefa-Drops®")[0]!.form).toBe("oral liquid");
    expect(greenBookProductForms("Clavamox® Drops")).toEqual([{ name: "Clavamox", form: "oral liquid" }]);
    expect(greenBookProductForms("PrednisTab®")[0]!.form).toBe("tablet");
    expect(greenBookProductForms("Thyro-Tabs® Canine")).toEqual([{ name: "Thyro-Tabs", form: "tablet" }]);
    expect(greenBookProductForms("CLAVAMOX® CHEWABLE Tablets, CLAVAMOX® tablets").map((p) => p.form)).toEqual([
      "tablet",
      "tablet",
    ]);
    expect(greenBookProductForms("Antirobe® Capsules")[0]!.form).toBe("capsule");
    expect(greenBookProductForms("Atopica™")[0]!.form).toBeNull();
    // Another route than the mouth is none of the three.
    expect(greenBookProductForms("Gentamicin Sulfate Ophthalmic Solution")[0]!.form).toBeNull();
  });
});

const dose = (ndc: string, doseForm: string) => ({ ndc, doseForm }) as never;
const amoxicillin = {
  slug: "amoxicillin",
  name: "amoxicillin",
  doses: [
    dose("1", "tablet"),
    dose("2", "tablet-chewable"),
    dose("3", "capsule"),
    dose("4", "oral-suspension"),
    dose("5", "powder-for-oral-suspension"),
  ],
};
const meloxicam = { slug: "meloxicam", name: "meloxicam", doses: [dose("6", "tablet"), dose("7", "capsule")] };

describe("greenBookAliasDoses", () => {
  it("names the doses of the written form, every dose where the catalog sells none of it or none is written", () => {
    const named = greenBookAliasDoses(
      [amoxicillin, meloxicam],
      [
        { application: "055-085", tradeName: "Amoxi-Drop® Oral Suspension" },
        { application: "055-078", tradeName: "amoxi-tabs®" },
        { application: "141-213", tradeName: "Metacam® Oral Suspension" }, // no meloxicam liquid: every dose
        { application: "200-491", tradeName: "Loxicom®" }, // no form written
        { application: "999-999", tradeName: "Amoxi-Bol" }, // not a human generic's
      ],
    );
    expect(Object.fromEntries(named)).toEqual({ amoxicillin: { "amoxi drop": ["4", "5"], "amoxi tabs": ["1", "2"] } });
  });
});

describe("greenBookAnimalOnlyNames", () => {
  it("are the names of applications with no human equivalent", () => {
    const names = greenBookAnimalOnlyNames([
      { application: "140-874", tradeName: "Antagonil" },
      { application: "139-876", tradeName: "Bovatec® / MGA® 100, Bovatec® / MGA® 200" },
      { application: "055-099", tradeName: "CLAVAMOX® CHEWABLE Tablets, CLAVAMOX® tablets" },
    ]);
    expect(names.has("antagonil")).toBe(true);
    expect(names.has("clavamox")).toBe(false);
  });
});

describe("greenBookKindWords", () => {
  it("are the words names written for an animal end with, of two applications or more, no catalog name's", () => {
    const kinds = greenBookKindWords(
      [
        { application: "111-798", tradeName: "Tapeworm Dewormer for Dogs (OTC)" },
        { application: "141-007", tradeName: "Drontal™ Plus, Quad Dewormer" },
        { application: "005-236", tradeName: "Sulfodene® Medication for Dogs" },
        { application: "012-375", tradeName: "Albamix® Feed Medication" },
        { application: "033-803", tradeName: "Task Dog Anthelmintic" }, // one application only
      ],
      new Set(["gabapentin"]),
    );
    expect(kinds).toEqual(["dewormer"]);
  });
});
