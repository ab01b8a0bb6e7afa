// GET /search/v1/alternatives/?slug=: brand and generic versions of a medication
import { endpoint } from "@/lib/api/endpoint";
import { listAlternatives } from "@/lib/medications/find-medication";
import { alternativesContract } from "@/lib/api/contracts/medications";

export const GET = endpoint(alternativesContract, async ({ query }) => listAlternatives(query));
