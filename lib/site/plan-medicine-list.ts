// Where to fill a list of medicines: the one pharmacy with the least total for all of them, and the cheapest way to
// split the list between at most two pharmacies with what it saves. Pure: prices come in as cents per pharmacy and
// drug (null where the pharmacy does not cover the drug), in the caller's order, which also breaks ties.

export type ListPrices = { npi: string; cents: (number | null)[] };

export type PharmacyTotal = { npi: string; total: number; missing: number[] }; // total of the drugs it covers

export type ListSplit = {
  total: number;
  parts: [{ npi: string; drugs: number[] }, { npi: string; drugs: number[] }];
  saving: number | null; // against the single pharmacy's total; null when no single pharmacy covers the whole list
};

export type ListPlan = { ranked: PharmacyTotal[]; single: PharmacyTotal | null; split: ListSplit | null };

// Every pharmacy: those covering the whole list by total, then the others by how many drugs they cover and total.
export function rankPharmacyTotals(pharmacies: readonly ListPrices[]): PharmacyTotal[] {
  return pharmacies
    .map((p, order) => ({
      order,
      npi: p.npi,
      total: p.cents.reduce<number>((sum, c) => sum + (c ?? 0), 0),
      missing: p.cents.flatMap((c, i) => (c === null ? [i] : [])),
    }))
    .sort((a, b) => a.missing.length - b.missing.length || a.total - b.total || a.order - b.order)
    .map(({ npi, total, missing }) => ({ npi, total, missing }));
}

// The cheapest pair whose combined list covers every drug, each drug at the cheaper of the two (the first on a tie),
// both pharmacies filling at least one drug; null when no pair does it for less than the best single pharmacy.
export function findCheapestSplit(pharmacies: readonly ListPrices[], single: PharmacyTotal | null): ListSplit | null {
  let best: { total: number; a: number; b: number } | null = null;
  const drugCount = pharmacies[0]?.cents.length ?? 0;
  for (let a = 0; a < pharmacies.length; a++) {
    const ca = pharmacies[a]!.cents;
    for (let b = a + 1; b < pharmacies.length; b++) {
      const cb = pharmacies[b]!.cents;
      let total = 0;
      let fromA = 0;
      let covered = true;
      for (let d = 0; d < drugCount; d++) {
        const x = ca[d] ?? null;
        const y = cb[d] ?? null;
        if (x === null && y === null) {
          covered = false;
          break;
        }
        if (y === null || (x !== null && x <= y)) {
          total += x!;
          fromA++;
        } else total += y;
      }
      if (!covered || fromA === 0 || fromA === drugCount) continue;
      if (!best || total < best.total) best = { total, a, b };
    }
  }
  if (!best || (single && best.total >= single.total)) return null;
  const [pa, pb] = [pharmacies[best.a]!, pharmacies[best.b]!];
  const drugsA: number[] = [];
  const drugsB: number[] = [];
  pa.cents.forEach((x, d) => {
    const y = pb.cents[d] ?? null;
    if (y === null || (x !== null && x <= y)) drugsA.push(d);
    else drugsB.push(d);
  });
  return {
    total: best.total,
    parts: [
      { npi: pa.npi, drugs: drugsA },
      { npi: pb.npi, drugs: drugsB },
    ],
    saving: single ? single.total - best.total : null,
  };
}

export function planMedicineList(pharmacies: readonly ListPrices[]): ListPlan {
  const ranked = rankPharmacyTotals(pharmacies);
  const single = ranked[0] && ranked[0].missing.length === 0 ? ranked[0] : null;
  return { ranked, single, split: findCheapestSplit(pharmacies, single) };
}
