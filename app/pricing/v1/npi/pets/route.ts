// POST /pricing/v1/npi/pets: pets prices of one NDC at up to 50 pharmacies
import { endpoint } from "@/lib/api/endpoint";
import { priceAtPharmacies } from "@/lib/pricing/price-at-pharmacies";
import { npiPetsContract } from "@/lib/api/contracts/pricing";

export const POST = endpoint(npiPetsContract, async ({ account, query, body }) =>
  priceAtPharmacies({ account, cardType: "pets", sort: query.sort, ...body }),
);
