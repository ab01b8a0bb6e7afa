// Synthetic-but-valid pharmacies for `npm run bench -- --scale N` (bench database only, marked synthetic): copies of
// real stores' zips, coordinates and chains with fresh NPIs that pass the CMS check, so cost can be measured as the
// network grows N-fold with the same geography.
import { npiCheckDigit } from "../../lib/pharmacies/import/npi";
import { seededRandom } from "./inputs";

export type NetworkRow = {
  npi: string;
  chainCode: string;
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
};

export function generateSyntheticPharmacies(real: NetworkRow[], scale: number, random = seededRandom(5)) {
  const taken = new Set(real.map((r) => r.npi));
  const out: (NetworkRow & { name: string; street: string; phone: null; synthetic: true })[] = [];
  for (let copy = 0; copy < scale; copy++) {
    for (const store of real) {
      let npi: string;
      do {
        // NPIs start with 1 or 2; 29... is far from the ranges NPPES has issued to pharmacies so far.
        const body = `29${String(Math.floor(random() * 1e7)).padStart(7, "0")}`;
        npi = body + npiCheckDigit(body);
      } while (taken.has(npi));
      taken.add(npi);
      out.push({
        ...store,
        npi,
        name: `Synthetic store ${out.length + 1}`,
        street: `${out.length + 1} Synthetic Way`,
        phone: null,
        synthetic: true,
      });
    }
  }
  return out;
}
