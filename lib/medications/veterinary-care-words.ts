// The pests and worms pet owners ask a product against ("flea pill for dogs", "heartworm medicine for dogs",
// "pastillas para pulgas para perros"): none is a drug's name, so search never reads one as a misspelt name (the typo
// pass made "flea" flecainide, prisma/seed/README.md, "Thirteenth pass ... search"). The words are the pests and
// product kinds the FDA Green Book's animal product names write (Flea, Worm/Wormer/Dewormer, Tapeworm, Anthelmintic,
// Insecticide, Parasite), MeSH's (Tick, Louse: "Skatta Tick Flea Louse Powder") and their kin (heartworm and the other
// worms, mites and mange, lice), in English and Spanish, singular and plural. A word of a catalog medication's name,
// generic or alias is none of them ("worm" of Anti-Worm, "mite" of the dust-mite extracts: veterinary-care-words.test).
export const CARE_WORDS = new Set(
  (
    "flea fleas tick ticks heartworm heartworms worms wormer wormers dewormer dewormers deworming deworm dewormed " +
    "tapeworm tapeworms roundworm roundworms hookworm hookworms whipworm whipworms lungworm lungworms mites mange " +
    "lice louse parasite parasites parasitic anthelmintic anthelmintics insecticide " +
    "pulga pulgas garrapata garrapatas parasito parasitos desparasitante desparasitantes desparasitar gusano gusanos " +
    "lombriz lombrices sarna acaro acaros piojo piojos"
  ).split(" "),
);
// Words around a pest that say what is asked for, not which drug ("medicine", "prevention", "collar", "for", "y").
const ASKING_WORDS = new Set(
  (
    "medicine medicines medication medications meds med treatment treatments prevention preventive preventative " +
    "preventatives control killer protection remedy collar collars chews chewables shot shots and for against " +
    "medicina medicamento medicamentos tratamiento pastilla pastillas collar collares para contra de del y el la los las"
  ).split(" "),
);

// The words of a query's name (parseDoseQuery(query).name) without its pest and asking words, when it holds a pest
// word; null when it holds none. "" when nothing else is left ("flea", "heartworm medicine").
export function withoutCareWords(name: string): string | null {
  const words = name.split(" ");
  if (!words.some((w) => CARE_WORDS.has(w))) return null;
  return words.filter((w) => !CARE_WORDS.has(w) && !ASKING_WORDS.has(w)).join(" ");
}

// The words of a name without its asking words ("lice treatment": "lice").
export const withoutAskingWords = (name: string): string =>
  name
    .split(" ")
    .filter((w) => !ASKING_WORDS.has(w))
    .join(" ");
