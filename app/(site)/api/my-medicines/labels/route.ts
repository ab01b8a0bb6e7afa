// POST /api/my-medicines/labels: the list's lines in the patient's language (drug, dose, quantity) before a zip prices it
import { labelMedicineList } from "@/lib/site/label-medicine-list";
import { readPreferences } from "@/lib/site/read-preferences";
import { medicineListLabelsRequest } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";

export const POST = siteRoute(medicineListLabelsRequest, async ({ items }) =>
  labelMedicineList({ items, locale: (await readPreferences()).locale }),
);
