// Every API endpoint's contract, in the spec's order: the OpenAPI document is built from this list.
import type { Contract } from "../contract";
import { checkContract, enrollCardContract, enrollPersonContract } from "./eligibility";
import {
  alternativesContract,
  attributesContract,
  attributesWithoutSlugContract,
  popularContract,
  searchContract,
} from "./medications";
import { membershipCardsContract, peopleCardContract, petsCardContract } from "./membership";
import { chainPharmaciesContract } from "./pharmacies";
import { npiPeopleContract, npiPetsContract, regionPeopleContract, regionPetsContract } from "./pricing";

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
