// Every API endpoint's contract, in the spec's order: the OpenAPI document is built from this list.
import type { Contract } from "../api/contract";
import {
  alternativesContract,
  attributesContract,
  attributesWithoutSlugContract,
  popularContract,
  searchContract,
} from "../medications/schemas";
import { membershipCardsContract, peopleCardContract, petsCardContract } from "../membership/schemas";

export const CONTRACTS: Contract[] = [
  popularContract,
  searchContract,
  attributesContract,
  attributesWithoutSlugContract,
  alternativesContract,
  membershipCardsContract,
  peopleCardContract,
  petsCardContract,
];
