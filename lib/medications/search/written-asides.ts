// What the public lists write around a name that names no drug (prisma/seed/README.md, "Twenty-first pass: names as
// the public lists write them — search"), read by findMedications only when nothing is found as typed:
// - an aside in parentheses, the NADAC file's and SDUD's note on the product: "HUMIRA(CF) PEN" (citrate-free),
//   "OXYCODONE HCL (IR) 5 MG TAB", "SEMGLEE (YFGN)", "ESTRADIOL 0.1 MG PATCH (1/WK)", "TESTIM 1% (50 MG) GEL",
//   "DIAZEPAM 10 MG RECTAL GEL (2PK)"; one cut off at the file's width ("... (2 PACK"); and an aside naming the
//   ingredient of a store's product name ("FT ALLERGY (LORAT) 10 MG TAB");
// - a number joined to a name by a hyphen, as Drugs@FDA, Part D and the NADAC file write a strength or a cycle's days:
//   "DILANTIN-125", "DURAGESIC-50", "ROBAXIN-750", "ALTAVERA-28 TABLET", "TRI-LEGEST FE-28 DAY TABLET", "PIMTREA 28
//   DAY TABLET".

// "(...)" anywhere, or "(" and what follows it to the end (the file's width cut the aside).
const ASIDE = /\s*\(([^()]*)(?:\)|$)/g;
// A number joined to a word of letters by a hyphen, ending a word: "altavera-28", "duragesic-50".
const JOINED_NUMBER = /([a-z])-(\d+(?:\.\d+)?)(?=[\s,]|$)/gi;
// A cycle's days after a pack's name: "28 day", "-28 day", "21-day".
const DAYS = /[\s-]\d{2,3}[\s-]?days?\b/gi;

/** The query without its asides in parentheses; null when it has none. */
export function withoutAsides(query: string): string | null {
  if (!query.includes("(")) return null;
  const rest = query.replace(ASIDE, " ").replace(/\s+/g, " ").trim();
  return rest && rest !== query.trim() ? rest : null;
}

/** Each aside of letters only ("lorat", "diphen") with the words after it: the product the aside names. */
export function asidesAsNames(query: string): { aside: string; after: string }[] {
  const out: { aside: string; after: string }[] = [];
  for (const m of query.matchAll(ASIDE)) {
    const aside = m[1]!.trim().toLowerCase();
    if (/^[a-z]{4,}$/.test(aside)) out.push({ aside, after: query.slice(m.index + m[0].length).trim() });
  }
  return out;
}

/**
 * Readings of a number joined to a name, in order: the number apart, a strength ("dilantin 125"); then without it,
 * a count ("altavera tablet", "tri-legest fe tablet"). Empty when the query has no such number.
 */
export function joinedNumberReadings(query: string): string[] {
  const apart = query.replace(JOINED_NUMBER, "$1 $2");
  const without = query.replace(DAYS, " ").replace(JOINED_NUMBER, "$1").replace(/\s+/g, " ").trim();
  return [...new Set([apart, without])].filter((q) => q !== query && q !== "");
}

/**
 * Whether an aside abbreviates a word of the name as the file cuts its words: the word's first letter, then its
 * letters in order ("lorat" loratadine, "cetrzn" cetirizine, "levocetirzn" levocetirizine, "lido" lidocaine).
 */
export function abbreviatesWordOf(aside: string, name: string): boolean {
  return name
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => {
      if (word[0] !== aside[0] || word.length < aside.length) return false;
      let at = 0;
      for (const letter of aside) {
        at = word.indexOf(letter, at) + 1;
        if (at === 0) return false;
      }
      return true;
    });
}

// An insulin's concentration as its label and the files write it: "U-100", "U100", "U-200", "U300" (units per mL;
// the letter is ISMP's error-prone abbreviation of "units").
const CONCENTRATION = /\bu-?(\d{2,3})\b/gi;

/** The query with a concentration "U-100" written as the strength "100 units/ml"; null when it has none. */
export function withConcentrationWritten(query: string): string | null {
  const written = query.replace(CONCENTRATION, "$1 units/ml");
  return written === query ? null : written;
}
