// Which drugs a store's chain covers for a card type: rules kept as data (coverage.json), checked at start-up.
import { z } from "zod";
import coverageJson from "./coverage.json";
import { CARD_TYPES, type CardType } from "../accounts/permissions";

const coverageRule = z.strictObject({
  id: z.string().min(1),
  reason: z.string().min(1),
  cardTypes: z.array(z.enum(CARD_TYPES)).min(1),
  chains: z.array(z.string().regex(/^[A-Z][A-Z0-9_]*$/)).min(1),
  // Drug conditions: all that are given must hold; none given means every drug.
  isBrand: z.boolean().optional(),
  minNadacPerUnit: z.number().min(0).optional(),
});

export const coverageSchema = z.strictObject({ description: z.string(), rules: z.array(coverageRule) });
export type Coverage = z.infer<typeof coverageSchema>;

export const coverage: Coverage = coverageSchema.parse(coverageJson);

export type CoveredDrug = { isBrand: boolean; nadacPerUnit: number };

export function isCoveredAt(
  { chainCode, cardType, drug }: { chainCode: string; cardType: CardType; drug: CoveredDrug },
  rules: Coverage["rules"] = coverage.rules,
): boolean {
  return !rules.some(
    (rule) =>
      rule.cardTypes.includes(cardType) &&
      rule.chains.includes(chainCode) &&
      (rule.isBrand === undefined || rule.isBrand === drug.isBrand) &&
      (rule.minNadacPerUnit === undefined || drug.nadacPerUnit >= rule.minNadacPerUnit),
  );
}
