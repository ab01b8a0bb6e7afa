// The read models read their tables through the driver (read-rows.ts), not Prisma: they must hold exactly what
// Prisma reads (booleans as booleans, nulls, numbers, every dose in its position).
import { beforeAll, describe, expect, it } from "vitest";
import { selectOwnTestDatabase } from "../../test-support/test-database";
import { TWO_STORE_NETWORK } from "../../test-support/two-store-network";

selectOwnTestDatabase("read-rows");
const { db } = await import("../db");
const { loadCatalog } = await import("../medications/import/load-catalog");
const { buildFixtureCatalog } = await import("../medications/import/fixtures/build-fixture-catalog");
const { loadNetwork } = await import("../pharmacies/import/load-network");
const { getCatalog } = await import("../medications/catalog-index");
const { loadNetworkIndex } = await import("../pharmacies/network-index");
const { loadNdcCosts } = await import("../pricing/ndc-costs");
const { seedGenericEvidence } = await import("../medications/import/seed-generic-evidence");

let fixture: Awaited<ReturnType<typeof buildFixtureCatalog>>;
beforeAll(async () => {
  fixture = await buildFixtureCatalog();
  await loadCatalog({ seed: fixture });
  await loadNetwork(TWO_STORE_NETWORK);
});

describe("read models read through the driver", () => {
  it("hold every store and zip as Prisma reads them", async () => {
    const network = await loadNetworkIndex();
    const pharmacies = await db.pharmacy.findMany({ orderBy: { npi: "asc" }, omit: { synthetic: true } });
    expect([...network.byNpi.values()]).toEqual(pharmacies);
    const zips = await db.zip.findMany({ orderBy: { zip: "asc" } });
    expect([...network.geography.byZip.values()]).toEqual(
      zips.map((z) => ({ ...z, city: z.city || null, state: z.state || null })),
    );
    expect(network.geography.byZip.get("62702")).toMatchObject({ city: null, state: null });
  });

  it("hold every medication with its doses in order, and every NDC's cost, as Prisma reads them", async () => {
    const catalog = await getCatalog();
    const rows = await db.medication.findMany({
      omit: { rxcuis: true },
      include: { doses: { orderBy: { position: "asc" }, omit: { medicationSlug: true, position: true, rxcui: true } } },
    });
    expect(rows.length).toBeGreaterThan(0);
    expect([...catalog.bySlug.keys()]).toEqual(rows.map((r) => r.slug));
    for (const row of rows) {
      const { aliases, aliasDoses, aliasSources, doses, ...medication } = row;
      expect(catalog.bySlug.get(row.slug)).toEqual({
        ...medication,
        aliases: JSON.parse(aliases),
        aliasDoses: JSON.parse(aliasDoses),
        aliasSources: JSON.parse(aliasSources),
        doses: doses.map(({ quantities, ...dose }) => ({
          ...dose,
          quantities: JSON.parse(quantities),
        })),
      });
    }
    const costs = await loadNdcCosts();
    const ndcs = await db.ndc.findMany({ select: { ndc: true, isBrand: true, nadacPerUnit: true, pricingUnit: true } });
    // The costs as Prisma reads them; the generic evidence beside them is generic-evidence.test.ts's.
    const read = [...costs.values()].map(({ ndc, isBrand, nadacPerUnit, pricingUnit }) => ({ ndc, isBrand, nadacPerUnit, pricingUnit })); // prettier-ignore
    expect(new Map(ndcs.map((n) => [n.ndc, n]))).toEqual(new Map(read.map((n) => [n.ndc, n])));
    expect(ndcs.some((n) => n.isBrand) && ndcs.some((n) => !n.isBrand)).toBe(true);
    // Each generic's evidence read from the tables is the seed's, as the measures read it.
    const evidence = seedGenericEvidence(fixture);
    for (const cost of costs.values()) {
      const { genericSince, otc, brandNadacPerUnit, brandNdc, doseNdc, genericOfBrand } = cost;
      const expected = evidence.get(cost.ndc) ?? {};
      expect({ genericSince, otc, brandNadacPerUnit, brandNdc, doseNdc, genericOfBrand }, cost.ndc).toEqual({ genericSince: expected.genericSince, otc: expected.otc, brandNadacPerUnit: expected.brandNadacPerUnit, brandNdc: expected.brandNdc, doseNdc: expected.doseNdc, genericOfBrand: expected.genericOfBrand }); // prettier-ignore
    }
    expect([...costs.values()].some((c) => c.genericSince)).toBe(true);
  });
});
