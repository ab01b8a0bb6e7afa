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

// What patients type: prefixes of 2 to 6 letters, and every fifth query a whole name with one letter dropped.
export function typeAheadQueries(names: string[], count: number, random = seededRandom(7)): string[] {
  const words = names.map((n) => n.toLowerCase().replace(/[^a-z]/g, "")).filter((w) => w.length >= 4);
  const out: string[] = [];
  for (let i = 0; i < count && words.length > 0; i++) {
    const word = words[Math.floor(random() * words.length)]!;
    if (i % 5 === 4 && word.length >= 6) {
      const drop = 1 + Math.floor(random() * (word.length - 2));
      out.push(word.slice(0, drop) + word.slice(drop + 1));
    } else {
      out.push(word.slice(0, 2 + Math.floor(random() * 5)));
    }
  }
  return out;
}

export function pickNpis(npis: string[], count: number, random: () => number): string[] {
  const out = new Set<string>();
  while (out.size < Math.min(count, npis.length)) out.add(npis[Math.floor(random() * npis.length)]!);
  return [...out];
}
