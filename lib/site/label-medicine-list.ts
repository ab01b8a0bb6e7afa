// The lines of "My medicines" in the patient's language ("atorvastatin, 10 mg tablet, 30 tablets"): what the list says
// before a zip prices it, the quantity included, whatever language the drugs were added in.
import "server-only";
import type { Locale } from "../vocabulary/locale";
import { getCatalog } from "../medications/catalog-index";
import { describeListItem, type ListItem, type ListItemLabel } from "./price-medicine-list";

export async function labelMedicineList({
  items,
  locale,
}: {
  items: ListItem[];
  locale: Locale;
}): Promise<{ labels: ListItemLabel[] }> {
  const catalog = await getCatalog();
  return { labels: items.map((item) => describeListItem(catalog, item, locale)) };
}
