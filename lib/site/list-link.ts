// The address of a card with a list's prices at one pharmacy: /card?store=NPI&list=slug~ndc~qty,slug~ndc~qty. Pure,
// so the list page builds it and the card page reads it back; the prices are always computed again on the server.
import { NDC11_PATTERN, NPI_PATTERN } from "../vocabulary/patterns";
import { MAX_LIST_ITEMS } from "./list-limits";

export type LinkedItem = { slug: string; ndc: string; quantity: number };

export function listCardLink(npi: string, items: readonly LinkedItem[]): string {
  const list = items.map((i) => `${i.slug}~${i.ndc}~${i.quantity}`).join(",");
  return `/card?store=${npi}&list=${encodeURIComponent(list)}`;
}

// null unless the store and every item are well formed.
export function parseListLink(
  store: string | undefined,
  list: string | undefined,
): { npi: string; items: LinkedItem[] } | null {
  if (!store || !NPI_PATTERN.test(store) || !list) return null;
  const items: LinkedItem[] = [];
  for (const part of list.split(",").slice(0, MAX_LIST_ITEMS)) {
    const [slug = "", ndc = "", qty = ""] = part.split("~");
    const quantity = Number(qty);
    if (!/^[a-z0-9-]{1,200}$/.test(slug) || !NDC11_PATTERN.test(ndc) || !(quantity > 0 && quantity <= 100_000))
      return null;
    items.push({ slug, ndc, quantity });
  }
  return items.length > 0 ? { npi: store, items } : null;
}
