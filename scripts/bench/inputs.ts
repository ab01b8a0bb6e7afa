// Realistic, varied benchmark inputs drawn from the bench database: type-ahead prefixes and typos of real names,
// real slugs, NPIs, zips and chains, so no scenario measures one cached request.

export type BenchData = {
  names: string[];
  slugs: string[];
  ndcs: { ndc: string; quantity: string }[];
  npis: string[];
  zips: string[];
  chainsByZip: { zip: string; chainCode: string; lat: number; lng: number }[];
};

// Deterministic pseudo-random numbers, so two runs send the same inputs.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const MAX_QUERY_LENGTH = 100;

// What patients type: prefixes of 2 to 6 letters, and every fifth query a whole name (words kept apart by spaces)
// with one letter dropped.
export function typeAheadQueries(names: string[], count: number, random = seededRandom(7)): string[] {
  const typed = names
    .map((n) =>
      n
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, " ")
        .trim(),
    )
    // A whole name is typed only if the API takes it as a query (at most 100 characters).
    .filter((w) => w.replace(/ /g, "").length >= 4 && w.length <= MAX_QUERY_LENGTH);
  const out: string[] = [];
  for (let i = 0; i < count && typed.length > 0; i++) {
    const name = typed[Math.floor(random() * typed.length)]!;
    if (i % 5 === 4 && name.length >= 6) {
      const letters = [...name].flatMap((c, at) => (c === " " || at === 0 ? [] : [at]));
      const drop = letters[Math.floor(random() * letters.length)]!;
      out.push(name.slice(0, drop) + name.slice(drop + 1));
    } else {
      out.push(name.slice(0, 2 + Math.floor(random() * 5)).trim());
    }
  }
  return out;
}

export function pickNpis(npis: string[], count: number, random: () => number): string[] {
  const out = new Set<string>();
  while (out.size < Math.min(count, npis.length)) out.add(npis[Math.floor(random() * npis.length)]!);
  return [...out];
}
