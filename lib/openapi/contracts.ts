// Every API endpoint's contract, in the spec's order: the OpenAPI document is built from this list.
import type { Contract } from "../api/contract";
import { membershipCardsContract, peopleCardContract, petsCardContract } from "../membership/schemas";

export const CONTRACTS: Contract[] = [membershipCardsContract, peopleCardContract, petsCardContract];
