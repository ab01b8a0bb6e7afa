// Whether a query names an animal drug no human pharmacy fills (Rimadyl, Apoquel, carprofen): the site then tells a
// pet owner why it has no price instead of "no match". The names are derived from the FDA Green Book by
// scripts/derive-veterinary-names.ts, each as a query naming it is read (parseDoseQuery(query).name).
import names from "./veterinary-only-names.json";
import kinds from "./veterinary-kind-words.json";
import { parseDoseQuery } from "./search/parse-dose-query";
import { withoutCareWords } from "./veterinary-care-words";

export const VETERINARY_ONLY_NAMES_PATH = "lib/medications/veterinary-only-names.json";
// Kinds of animal product ("dewormer", "anthelmintic"): animal-only when asked for an animal ("horse dewormer",
// "dewormer for dogs"), not alone (mebendazole is a dewormer for people). scripts/derive-veterinary-names.ts.
export const VETERINARY_KIND_WORDS_PATH = "lib/medications/veterinary-kind-words.json";

const VETERINARY_ONLY = new Set<string>(names);
const VETERINARY_KINDS = new Set<string>(kinds);

export function isVeterinaryOnly(query: string): boolean {
  const { name, pets } = parseDoseQuery(query);
  return isVeterinaryOnlyName(name, pets);
}

// The same for a name already read from a query (parseDoseQuery(query).name), as the search index reads it.
// A bare number after the name is the product's strength ("aquachel 100" of Aquachel-100). `pets`: the query names
// an animal, which makes a kind of animal product animal-only too.
export function isVeterinaryOnlyName(name: string, pets = false): boolean {
  if (
    VETERINARY_ONLY.has(name) ||
    VETERINARY_ONLY.has(name.replace(/(?: \d+)+$/, "")) ||
    (pets && VETERINARY_KINDS.has(name))
  )
    return true;
  // A pest asked against for an animal ("heartworm medicine for dogs", "flea pill for my cat") is a pet product; with
  // a name ("nexgard flea and tick for dogs"), the name says.
  const rest = withoutCareWords(name);
  return rest !== null && (rest === "" ? pets : isVeterinaryOnlyName(rest, pets));
}
