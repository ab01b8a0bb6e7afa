// Loads a derived catalog (medications, doses, every NDC and the monthly NADAC history) into the database,
// replacing the previous one in one transaction: re-running updates, never duplicates.
import { db } from "../../db";
import { doseLabels } from "../dose-labels";
import type { CatalogSeed } from "../catalog-types";
import { bulkInsert } from "../../platform/bulk-insert";
import { popularityOf } from "../search/search-entries";
import { bumpDataVersion } from "../../platform/data-version";

export type CatalogLoadSummary = { medications: number; doses: number; ndcs: number; prices: number };

export async function loadCatalog({
  seed,
  onProgress,
}: {
  seed: Pick<CatalogSeed, "medications" | "ndcs" | "history"> & Partial<Pick<CatalogSeed, "otherDrugNames">>;
  onProgress?: (done: number, total: number) => void;
}): Promise<CatalogLoadSummary> {
  const doseOf = new Map<string, string>();
  const doses = seed.medications.flatMap((m) => {
    const [en, es] = [doseLabels(m.doses, "en-US"), doseLabels(m.doses, "es-US")];
    return m.doses.map((d, position) => {
      for (const ndc of d.ndcs) if (!doseOf.has(ndc)) doseOf.set(ndc, d.ndc);
      return {
        medicationSlug: m.slug,
        ndc: d.ndc,
        position,
        rxcui: d.rxcui,
        strength: d.strength,
        doseForm: d.doseForm,
        label: en[position]!,
        labelEs: es[position]!,
        unitKey: d.unitKey,
        pricingUnit: d.pricingUnit,
        baseValue: d.baseValue,
        package: d.package,
        quantities: JSON.stringify(d.quantities),
        defaultQuantity: d.defaultQuantity,
        program: d.program,
        dispensed: d.dispensed,
      };
    });
  });
  const medications = seed.medications.map((m) => ({
    slug: m.slug,
    name: m.name,
    generic: m.generic,
    isBrand: m.isBrand,
    genericSlug: m.genericSlug,
    defaultDose: m.defaultDose,
    rxcuis: m.rxcuis.join(","),
    popularity: popularityOf(m),
    aliases: JSON.stringify(m.aliases ?? []),
    aliasDoses: JSON.stringify(m.aliasDoses ?? {}),
    aliasSources: JSON.stringify(m.aliasSources ?? []),
  }));
  const otherDrugNames = (seed.otherDrugNames ?? []).map((name) => ({ name }));
  const ndcs = seed.ndcs.map((n) => ({
    ndc: n.ndc,
    rxcui: n.rxcui,
    description: n.description,
    isBrand: n.isBrand,
    nadacPerUnit: n.nadacPerUnit,
    pricingUnit: n.pricingUnit,
    nadacDate: n.nadacDate,
    otc: n.otc,
    doseNdc: doseOf.get(n.ndc) ?? null,
  }));
  const prices = Object.entries(seed.history).flatMap(([ndc, points]) =>
    points.map(([month, perUnit]) => ({ ndc, month, perUnit })),
  );

  const total = medications.length + doses.length + ndcs.length + prices.length + otherDrugNames.length;
  let done = 0;
  await db.$transaction(
    async (tx) => {
      await tx.dose.deleteMany();
      await tx.medication.deleteMany();
      await tx.ndc.deleteMany();
      await tx.nadacPrice.deleteMany();
      await tx.otherDrugName.deleteMany();
      const step = (n: number) => onProgress?.((done += n), total);
      await bulkInsert(tx, "Medication", medications, { onChunk: step });
      await bulkInsert(tx, "Dose", doses, { onChunk: step });
      await bulkInsert(tx, "Ndc", ndcs, { onChunk: step });
      await bulkInsert(tx, "NadacPrice", prices, { onChunk: step });
      await bulkInsert(tx, "OtherDrugName", otherDrugNames, { onChunk: step });
      await bumpDataVersion(tx, "catalog");
    },
    { timeout: 300_000, maxWait: 30_000 },
  );
  return { medications: medications.length, doses: doses.length, ndcs: ndcs.length, prices: prices.length };
}
