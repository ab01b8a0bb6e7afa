// GET /pharmacies/v1/chain: one chain's retail pharmacies in the region of a zip code
import { endpoint } from "@/lib/api/endpoint";
import { listChainPharmacies } from "@/lib/pharmacies/list-chain-pharmacies";
import { chainPharmaciesContract } from "@/lib/api/contracts/pharmacies";

export const GET = endpoint(chainPharmaciesContract, async ({ query: { lat, lng, ...query } }) =>
  listChainPharmacies({ ...query, from: lat !== undefined && lng !== undefined ? { lat, lng } : undefined }),
);
