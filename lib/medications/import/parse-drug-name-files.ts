// Parsers of the public drug-name files (../shared/data/drugs/names): FDA Orange Book products, DrugBank open
// vocabulary, MeSH drug synonyms, MedlinePlus generic -> brands and the FDA Green Book of animal drugs.
import { parseCsvLayout, readCsvRecords, type CsvInput } from "./read-csv-records";
import type { ParseResult } from "../catalog-types";

// `form`: the "DF;Route" column ("TABLET;ORAL", "INJECTABLE;INTRAMUSCULAR"); `strength` its "Strength" ("3.75%",
// "325MG;10MG", "EQ 50MG BASE/PACKET"); `type` its "Type": RX, OTC or DISCN (discontinued).
export type OrangeBookProduct = {
  tradeName: string;
  ingredients: string[];
  form?: string;
  strength?: string;
  type?: string;
  // Therapeutic equivalence ("AB", "AB1", "BX"; empty for a discontinued or single-source product): products of one
  // ingredient, form, route and strength with the same A code may be substituted for each other.
  teCode?: string;
};
// Every name of one substance, its common name first.
export type SynonymGroup = { names: string[] };
export type BrandList = { generic: string; brands: string[] };
export type GreenBookProduct = { application: string; tradeName: string };

const ORANGE_BOOK_COLUMNS = ["Ingredient", "Trade_Name", "DF;Route", "Strength", "Type"] as const;

// products.txt is "~"-delimited and unquoted.
export async function parseOrangeBookProducts(input: CsvInput): Promise<ParseResult<OrangeBookProduct>> {
  const result: ParseResult<OrangeBookProduct> = { records: [], rejected: [] };
  let columns: number[] | null = null;
  let teColumn = -1;
  for await (const row of readCsvRecords(input, { delimiter: "~", quoted: false })) {
    if ("error" in row) continue;
    if (!columns) {
      columns = ORANGE_BOOK_COLUMNS.map((c) => row.fields.indexOf(c));
      teColumn = row.fields.indexOf("TE_Code");
      if (columns.includes(-1)) {
        result.rejected.push({ line: row.line, reason: "not the Orange Book products layout" });
        return result;
      }
      continue;
    }
    const [ingredient, tradeName, form, strength, type] = columns.map((i) => row.fields[i]?.trim() ?? "");
    if (!ingredient || !tradeName) result.rejected.push({ line: row.line, reason: "no ingredient or trade name" });
    else {
      const ingredients = ingredient.split(";").map((i) => i.trim());
      const teCode = row.fields[teColumn]?.trim() ?? "";
      result.records.push({ tradeName, ingredients, form, strength, type, ...(teCode ? { teCode } : {}) });
    }
  }
  return result;
}

// DrugBank: "Common name" and " | "-separated "Synonyms".
export function parseDrugbankVocabulary(input: CsvInput): Promise<ParseResult<SynonymGroup>> {
  return parseCsvLayout({
    input,
    layout: "DrugBank open vocabulary",
    required: ["Common name", "Synonyms"],
    readRow: (fields, c) => {
      const common = fields[c.get("Common name")!]?.trim();
      if (!common) return "no common name";
      const synonyms = (fields[c.get("Synonyms")!] ?? "").split(" | ").map((s) => s.trim());
      return { names: [common, ...synonyms.filter((s) => s && s !== common)] };
    },
  });
}

// MeSH: "Generic name", "Common name" and "|"-separated "Synonyms" (brands and abbreviations among them).
export function parseMeshSynonyms(input: CsvInput): Promise<ParseResult<SynonymGroup>> {
  return parseCsvLayout({
    input,
    layout: "MeSH drug synonyms",
    required: ["Generic name", "Common name", "Synonyms"],
    readRow: (fields, c) => {
      const names = [
        fields[c.get("Generic name")!],
        fields[c.get("Common name")!],
        ...(fields[c.get("Synonyms")!] ?? "").split("|"),
      ].map((s) => s?.trim() ?? "");
      return names[0] ? { names: [...new Set(names.filter(Boolean))] } : "no generic name";
    },
  });
}

// MedlinePlus: "Common name" (a generic, sometimes with its route: "Semaglutide Injection") and "|"-separated
// US brand "Synonyms".
export function parseMedlinePlusBrands(input: CsvInput): Promise<ParseResult<BrandList>> {
  return parseCsvLayout({
    input,
    layout: "MedlinePlus generic to brands",
    required: ["Common name", "Synonyms"],
    readRow: (fields, c) => {
      const generic = fields[c.get("Common name")!]?.trim();
      if (!generic) return "no generic name";
      const brands = (fields[c.get("Synonyms")!] ?? "").split("|").map((s) => s.trim());
      return { generic, brands: brands.filter(Boolean) };
    },
  });
}

export function parseGreenBook(input: CsvInput): Promise<ParseResult<GreenBookProduct>> {
  return parseCsvLayout({
    input,
    layout: "FDA Green Book section 1",
    required: ["Application Number", "Trade Name"],
    readRow: (fields, c) => {
      const application = fields[c.get("Application Number")!]?.trim() ?? "";
      const tradeName = fields[c.get("Trade Name")!]?.trim() ?? "";
      if (!/^\d{3}-\d{3}$/.test(application)) return `not an application number: "${application}"`;
      return tradeName ? { application, tradeName } : "no trade name";
    },
  });
}
