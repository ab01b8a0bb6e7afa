// POST /api/stores: one chain's stores near a zip with each store's price, nearest the patient (or the zip's centre)
import { listChainStores } from "@/lib/site/list-chain-stores";
import { storesRequest } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";

export const POST = siteRoute(storesRequest, (request) => listChainStores(request));
