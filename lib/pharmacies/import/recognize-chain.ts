// Tells which chain a pharmacy belongs to from its NPPES names; anything unrecognised is an independent.
import { CHAINS, INDEPENDENT_CHAIN_CODE } from "../chains";
import type { ChainDefinition } from "../pharmacy-record";

// NPPES spells one company many ways ("WAL-MART STORES EAST, LP", "SAM'S EAST INC"): fold them to one spelling.
export function normalizeOrganizationName(name: string): string {
  return name
    .toUpperCase()
    .replace(/['’`]/g, "")
    .replace(/&/g, " AND ")
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
}

// The legal name decides (it is the entity that contracts with the card's network); the DBA name is the fallback.
// A chain's regional names count only where the store's state is given and is one of the chain's.
export function recognizeChain(
  { legalName, dbaName, state }: { legalName: string; dbaName?: string | null; state?: string | null },
  chains: readonly ChainDefinition[] = CHAINS,
): string {
  for (const name of [legalName, dbaName]) {
    if (!name) continue;
    const normalized = normalizeOrganizationName(name);
    const regional = (c: ChainDefinition) =>
      !!state && !!c.regional?.states.includes(state) && c.regional.patterns.some((p) => p.test(normalized));
    const chain = chains.find((c) => c.patterns.some((p) => p.test(normalized)) || regional(c));
    if (chain) return chain.code;
  }
  return INDEPENDENT_CHAIN_CODE;
}
