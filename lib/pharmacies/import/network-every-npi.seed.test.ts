import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sphericalMiles } from "../../geo/distance-miles";
import { findNearbyPharmaciesIn } from "../find-nearby-pharmacies";
import { buildNetworkIndex } from "../network-index";
import { chainOfListedName, DMEPOS_CONFIRM_MILES } from "./merge-npi-sources";
import { networkSourceFiles } from "./network-source-files";
import { parseTherapeuticLocator } from "./parse-npi-sources";
import {
  parseAllThePlaces,
  parseDmeposPharmacies,
  parseStilesLocations,
  parseUnivafAlbertsons,
} from "./parse-store-locations";
import { locatorStoreNumber } from "./place-pharmacies";
import { openDataFile } from "./read-delimited-rows";
import { readPharmacySeed, readZipSeed } from "./read-network-seed";

// Twenty-first session (NETWORK.md, "every city with all of its pharmacies"): a chain store the 2022 locator lists
// under its NPI and its chain's store number, in a state its chain's 2024 list does not cover (stiles has no Puerto
// Rico), is in the network where a list places that number and CMS DMEPOS 2026 lists a store of the chain within a
// mile of it. The old seed held 24 of Puerto Rico's Walgreens stores and dropped 47 such NPIs. And a store the locator
// names by a chain's store number, where no store list holds that chain, is in the network.
const DATA = "../shared/data";

// Read from the locator (NPI, "Walgreens Store #N", city) and All the Places 2021 (store N's street): each confirmed by
// a "Walgreen Co" row of CMS DMEPOS 2026 within a mile.
const PUERTO_RICO_WALGREENS: [npi: string, store: string, city: string, zip: string][] = [
  ["1972510881", "Walgreens #380", "Bayamon", "00956"],
  ["1700059953", "Walgreens #11230", "Bayamon", "00956"],
  ["1528073681", "Walgreens #714", "Bayamon", "00959"],
  ["1487665626", "Walgreens #851", "Bayamon", "00959"],
  ["1467764977", "Walgreens #12599", "San Juan", "00907"],
  ["1386938850", "Walgreens #7520", "San Juan", "00923"],
  ["1164438503", "Walgreens #403", "Caguas", "00725"],
  ["1669487732", "Walgreens #2762", "Caguas", "00727"],
  ["1396044723", "Walgreens #12598", "Ponce", "00716"],
  ["1871508770", "Walgreens #12874", "Ponce", "00717"],
  ["1447266846", "Walgreens #374", "Mayaguez", "00682"],
  ["1336337807", "Walgreens #524", "Arecibo", "00612"],
];

// Brookshire Brothers' stores the 2022 locator lists as "BROOKSHIRES PHARMACY N" under their own NPIs (no store list
// here holds that chain; the old seed dropped 31 of the 43 for want of one).
const BROOKSHIRE_BROTHERS: [npi: string, city: string, zip: string][] = [
  ["1588763809", "Lufkin", "75904"],
  ["1154420479", "Nacogdoches", "75964"],
  ["1851490171", "Huntsville", "77340"],
  ["1770682098", "Jasper", "75951"],
  ["1861591182", "Brenham", "77833"],
  ["1972602290", "Livingston", "77351"],
];

describe("the committed seed holds every chain store its sources confirm", { timeout: 180_000 }, async () => {
  const [{ pharmacies, chains }, { zips }] = await Promise.all([readPharmacySeed(), readZipSeed()]);
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));

  it.each(PUERTO_RICO_WALGREENS)("holds %s, %s in %s (%s) at its rooftop", (npi, store, city, zip) => {
    const p = byNpi.get(npi);
    expect(p && { name: p.name, city: p.city, zip: p.zip, placement: p.placement }).toEqual({ name: store, city, zip, placement: "rooftop" }); // prettier-ignore
  });

  it.each(BROOKSHIRE_BROTHERS)("holds Brookshire Brothers %s in %s (%s)", (npi, city, zip) => {
    const p = byNpi.get(npi);
    expect(p && { name: p.name, chainCode: p.chainCode, city: p.city, zip: p.zip }).toEqual({ name: "Brookshire Brothers", chainCode: "BROOKSHIRE_BROTHERS", city, zip }); // prettier-ignore
  });

  it("shows a patient of Bayamon 00959 the Walgreens stores of the zip among the nearest", () => {
    const network = buildNetworkIndex({ chains, pharmacies, zips });
    const answer = findNearbyPharmaciesIn(network, { zip: "00959", limit: 50 });
    const names = answer.zipExists ? answer.pharmacies.map((p) => p.name) : [];
    expect(names).toEqual(expect.arrayContaining(["Walgreens #714", "Walgreens #851"]));
  });

  it.skipIf(!existsSync(DATA))(
    "holds every locator chain store of a state its chain's 2024 list lacks, placed by its number and confirmed by CMS 2026 within a mile (old seed: 47 missing)",
    async () => {
      const files = networkSourceFiles(DATA);
      const [locator, atp, stiles, dmepos] = await Promise.all([
        parseTherapeuticLocator(openDataFile(files.locator)),
        parseAllThePlaces(openDataFile(files.atp)),
        parseStilesLocations(openDataFile(files.stiles)),
        parseDmeposPharmacies(openDataFile(files.dmepos)),
      ]);
      const covered = new Set(stiles.records.filter((l) => l.chainCode).map((l) => `${l.chainCode}|${l.state}`));
      const missing = locator.records.flatMap((listed) => {
        const chainCode = chainOfListedName(listed.name, undefined, listed.state);
        const number = locatorStoreNumber(chainCode, listed.name);
        if (!number || !["CVS", "WALGREENS"].includes(chainCode) || covered.has(`${chainCode}|${listed.state}`))
          return [];
        const placed = [...atp.records, ...stiles.records].find((l) => l.chainCode === chainCode && l.state === listed.state && l.storeNumber === number); // prettier-ignore
        const confirmed = placed && dmepos.records.some((l) => l.chainCode === chainCode && sphericalMiles(l, placed) <= DMEPOS_CONFIRM_MILES); // prettier-ignore
        // The store is there under this NPI, or under another NPI of the chain at the list's rooftop (NPPES's own).
        const held = byNpi.has(listed.npi) || (placed && pharmacies.some((p) => p.chainCode === chainCode && sphericalMiles(p, placed) < 0.05)); // prettier-ignore
        return confirmed && !held ? [`${listed.npi} ${listed.name}, ${listed.city}, ${listed.state}`] : [];
      });
      expect(missing).toEqual([]);
    },
  );

  it.skipIf(!existsSync(DATA))(
    "holds every store the 2022 locator names by a chain's number where no store list holds that chain (old seed: 31 Brookshire Brothers missing)",
    async () => {
      const files = networkSourceFiles(DATA);
      const [locator, ...lists] = await Promise.all([
        parseTherapeuticLocator(openDataFile(files.locator)),
        parseAllThePlaces(openDataFile(files.atp)),
        parseStilesLocations(openDataFile(files.stiles)),
        parseUnivafAlbertsons(openDataFile(files.univaf)),
        parseDmeposPharmacies(openDataFile(files.dmepos)),
      ]);
      const listed = new Set(lists.flatMap((l) => l.records.flatMap((r) => (r.chainCode ? [r.chainCode] : []))));
      const numbered = locator.records.filter((r) => {
        const chainCode = chainOfListedName(r.name, undefined, r.state);
        return chainCode !== "INDEPENDENT" && !listed.has(chainCode) && /\b\d{1,5}\b/.test(r.name);
      });
      expect(numbered.length).toBeGreaterThanOrEqual(43);
      expect(numbered.filter((r) => !byNpi.has(r.npi)).map((r) => `${r.npi} ${r.name}, ${r.city}`)).toEqual([]);
    },
  );
});
