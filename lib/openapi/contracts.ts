// Every API endpoint's contract, in the spec's order: the OpenAPI document is built from this list.
import type { Contract } from "../api/contract";
import { checkContract, enrollCardContract, enrollPersonContract } from "../eligibility/schemas";
import {
  alternativesContract,
  attributesContract,
  attributesWithoutSlugContract,
  popularContract,
  searchContract,
} from "../medications/schemas";
import { membershipCardsContract, peopleCardContract, petsCardContract } from "../membership/schemas";
import { chainPharmaciesContract } from "../pharmacies/schemas";
import { npiPeopleContract, npiPetsContract, regionPeopleContract, regionPetsContract } from "../pricing/schemas";

export const CONTRACTS: Contract[] = [
  popularContract,
  searchContract,
  attributesContract,
  attributesWithoutSlugContract,
  alternativesContract,
  checkContract,
  enrollCardContract,
  enrollPersonContract,
  membershipCardsContract,
  peopleCardContract,
  petsCardContract,
  npiPeopleContract,
  npiPetsContract,
  regionPeopleContract,
  regionPetsContract,
  chainPharmaciesContract,
];
