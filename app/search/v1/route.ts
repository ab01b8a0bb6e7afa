// GET /search/v1/?query=: type-ahead search of brand and generic names
import { endpoint } from "@/lib/api/endpoint";
import { searchContract } from "@/lib/api/contracts/medications";
import { searchMedications } from "@/lib/medications/search-medications";

export const GET = endpoint(searchContract, async ({ query }) => searchMedications(query));
