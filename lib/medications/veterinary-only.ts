// Whether a query names an animal drug no human pharmacy fills (Rimadyl, Apoquel, carprofen): the site then tells a
// pet owner why it has no price instead of "no match". The names are derived from the FDA Green Book by
// scripts/derive-veterinary-names.ts, each as a query naming it is read (parseDoseQuery(query).name).
import names from "./veterinary-only-names.json";
import { parseDoseQuery } from "./search/parse-dose-query";

export const VETERINARY_ONLY_NAMES_PATH = "lib/medications/veterinary-only-names.json";

const VETERINARY_ONLY = new Set<string>(names);

export function isVeterinaryOnly(query: string): boolean {
  return isVeterinaryOnlyName(parseDoseQuery(query).name);
}

// The same for a name already read from a query (parseDoseQuery(query).name), as the search index reads it.
// A bare number after the name is the product's strength ("aquachel 100" of Aquachel-100).
export function isVeterinaryOnlyName(name: string): boolean {
  return VETERINARY_ONLY.has(name) || VETERINARY_ONLY.has(name.replace(/(?: \d+)+$/, ""));
}
