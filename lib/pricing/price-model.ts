// The price model and Featured Brand list shipped with the service, validated once when first imported.
import featuredBrandsJson from "./featured-brands.json";
import { featuredBrandsSchema, parsePriceModel } from "./price-model-schema";
import { type CardType } from "../accounts/permissions";
import priceModelJson from "./price-model.json";

export const priceModel = parsePriceModel(priceModelJson);

export const featuredBrands = featuredBrandsSchema.parse(featuredBrandsJson);
const featuredNdcs = new Set(featuredBrands.brands.map((b) => b.ndc));

// Spec 2.4: `featured` applies only to people pricing and only when the account's pricing terms include Featured Brands.
export function isFeaturedBrand(options: { ndc: string; cardType: CardType; termsIncludeFeaturedBrands: boolean }) {
  return options.cardType === "people" && options.termsIncludeFeaturedBrands && featuredNdcs.has(options.ndc);
}
