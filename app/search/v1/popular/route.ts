// GET /search/v1/popular: most searched medications of the last 30 days
import { endpoint } from "@/lib/api/endpoint";
import { listPopularMedications } from "@/lib/medications/list-popular-medications";
import { popularContract } from "@/lib/api/contracts/medications";

export const GET = endpoint(popularContract, async ({ query }) => listPopularMedications(query));
