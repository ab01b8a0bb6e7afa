// POST /api/my-medicines: the patient's list (held by the browser, never stored) priced at every pharmacy near a zip
import { priceMedicineList } from "@/lib/site/price-medicine-list";
import { readPreferences } from "@/lib/site/read-preferences";
import { medicineListRequest } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";

export const POST = siteRoute(medicineListRequest, async (request) =>
  priceMedicineList({ ...request, locale: (await readPreferences()).locale }),
);
