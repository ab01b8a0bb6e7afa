// Reads the public drug-name files of the data folder (names/) for the search names, and reports what each kept.
import type { Readable } from "node:stream";
import type { DrugNameSources } from "./derive-search-names";
import {
  parseDrugbankVocabulary,
  parseGreenBook,
  parseMedlinePlusBrands,
  parseMeshSynonyms,
  parseOrangeBookProducts,
} from "./parse-drug-name-files";
import type { SourceStats } from "./read-catalog-sources";
import { readOptionalSource } from "./read-optional-source";
import type { ParseResult } from "../catalog-types";

export const NAME_FILES = {
  orangeBook: "names/orange_book_products_2024-05.txt.gz",
  drugbank: "names/drugbank_open_vocabulary_cc0.csv.gz",
  mesh: "names/mesh_drug_synonyms.csv.gz",
  medlinePlus: "names/medlineplus_generic_to_brands.csv.gz",
  greenBook: "names/fda_greenbook_section1_by_trade_name.csv.gz",
} as const;

export async function readDrugNameSources(
  dataDir: string,
): Promise<{ sources: DrugNameSources; stats: SourceStats[] }> {
  const stats: SourceStats[] = [];
  const read = <T>(file: string, parse: (input: Readable) => Promise<ParseResult<T>>) =>
    readOptionalSource(dataDir, file, parse, stats);
  const sources: DrugNameSources = {
    orangeBook: await read(NAME_FILES.orangeBook, parseOrangeBookProducts),
    drugbank: await read(NAME_FILES.drugbank, parseDrugbankVocabulary),
    mesh: await read(NAME_FILES.mesh, parseMeshSynonyms),
    medlinePlus: await read(NAME_FILES.medlinePlus, parseMedlinePlusBrands),
    greenBook: await read(NAME_FILES.greenBook, parseGreenBook),
  };
  return { sources, stats };
}
