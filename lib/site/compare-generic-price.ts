// The savings nudge of a brand's page: what its generic costs at the same strength, form and quantity (the cheapest
// chain of each, near the zip or national), or that the catalog knows no generic of it. A generic's page gets none.
import "server-only";
import type { CardType } from "../accounts/permissions";
import { getCatalog } from "../medications/catalog-index";
import { payable } from "./format";
import { priceChainsNearby } from "./price-chains-nearby";
import { plainNames } from "../medications/plain-generic";

export type GenericSaving =
  | {
      kind: "generic";
      generic: { slug: string; name: string; ndc: string };
      quantity: number;
      brandPrice: string;
      genericPrice: string;
      saving: string;
    }
  | { kind: "no-generic"; name: string };

export async function compareGenericPrice(options: {
  cardType: CardType;
  slug: string;
  ndc: string;
  quantity: number;
  zip?: string;
}): Promise<GenericSaving | null> {
  const catalog = await getCatalog();
  const brand = catalog.bySlug.get(options.slug);
  if (!brand?.isBrand) return null;
  const generic = catalog.versions.get(brand.slug)?.find((m) => !m.isBrand);
  if (!generic) return { kind: "no-generic", name: brand.name };
  const dose = brand.doses.find((d) => d.ndc === options.ndc);
  const match = dose && generic.doses.find((d) => d.strength === dose.strength && d.doseForm === dose.doseForm);
  if (!match || match.pricingUnit !== dose.pricingUnit) return null;
  const cheapest = async (ndc: string) => {
    const { chains } = await priceChainsNearby({ ...options, ndc, index: 0, limit: 1 });
    return chains[0] ? Number(payable(chains[0].price).amount) : null;
  };
  const [brandPrice, genericPrice] = await Promise.all([cheapest(options.ndc), cheapest(match.ndc)]);
  if (brandPrice === null || genericPrice === null || genericPrice >= brandPrice) return null;
  return {
    kind: "generic",
    generic: { slug: generic.slug, name: plainNames(generic).name, ndc: match.ndc },
    quantity: options.quantity,
    brandPrice: brandPrice.toFixed(2),
    genericPrice: genericPrice.toFixed(2),
    saving: (brandPrice - genericPrice).toFixed(2),
  };
}
