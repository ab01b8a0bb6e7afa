// POST /pricing/v1/npi/people: people prices of one NDC at up to 50 pharmacies
import { endpoint } from "@/lib/api/endpoint";
import { priceAtPharmacies } from "@/lib/pricing/price-at-pharmacies";
import { npiPeopleContract } from "@/lib/api/contracts/pricing";

export const POST = endpoint(npiPeopleContract, async ({ account, query, body }) =>
  priceAtPharmacies({ account, cardType: "people", sort: query.sort, ...body }),
);
