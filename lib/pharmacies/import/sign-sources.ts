// The public files the sign measure reads (sign-evidence.ts), read once for the measure script and the whole-network
// test alike: every store list's stores (All the Places 2021, stiles 2024, univaf 2022, CMS DMEPOS 2026) and the 2022
// locator's name for each NPI, with the network's chain for a name a list writes.
import { chainOfListedName } from "./merge-npi-sources";
import { networkSourceFiles } from "./network-source-files";
import { parseTherapeuticLocator } from "./parse-npi-sources";
import {
  parseAllThePlaces,
  parseDmeposPharmacies,
  parseStilesLocations,
  parseUnivafAlbertsons,
  type StoreLocation,
} from "./parse-store-locations";
import { openDataFile } from "./read-delimited-rows";
import { recognizeChain } from "./recognize-chain";

export async function readSignSources(dataDir: string): Promise<{
  locations: StoreLocation[];
  locatorNames: Map<string, string>;
  chainOfName: (name: string, state: string) => string;
}> {
  const files = networkSourceFiles(dataDir);
  const locations = await readStoreLists(dataDir);
  const locator = (await parseTherapeuticLocator(openDataFile(files.locator))).records;
  return {
    locations,
    locatorNames: new Map(locator.map((l) => [l.npi, l.name])),
    chainOfName: (name, state) =>
      chainOfListedName(name, undefined, state) ?? recognizeChain({ legalName: name, state }),
  };
}

// Every store list's stores, in one order: All the Places 2021, stiles 2024, univaf 2022, CMS DMEPOS 2026 (read by the
// sign measure here and by address-evidence.ts).
export async function readStoreLists(dataDir: string): Promise<StoreLocation[]> {
  const files = networkSourceFiles(dataDir);
  return [
    ...(await parseAllThePlaces(openDataFile(files.atp))).records,
    ...(await parseStilesLocations(openDataFile(files.stiles))).records,
    ...(await parseUnivafAlbertsons(openDataFile(files.univaf))).records,
    ...(await parseDmeposPharmacies(openDataFile(files.dmepos))).records,
  ];
}
