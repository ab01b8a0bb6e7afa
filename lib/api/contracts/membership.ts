// Membership card routes: URL, permission, schemas and errorCodes (spec 2.3, 4.8).
import { z } from "zod";
import { trackingId as id } from "../../vocabulary/fields";
import { defineContract } from "../contract";
import { errorCodes, membershipCard, membershipQuery, singleCard } from "../../membership/schemas";

const description =
  "Each request issues a new member id. An accessCode that names no co-brand of the account issues the account's own card.";

export const membershipCardsContract = defineContract({
  method: "get",
  path: "/membership/v1/json",
  tag: "Membership",
  summary: "Cards of every card type enabled for the account (people and/or pets)",
  description,
  permission: "membership",
  query: membershipQuery,
  response: z.object({ id, cards: z.array(membershipCard) }).meta({ id: "MembershipCardsResponse" }),
  errorCodes,
});

export const peopleCardContract = defineContract({
  method: "get",
  path: "/membership/v1/json/people",
  tag: "Membership",
  summary: "A people card (the account must have people cards enabled)",
  description,
  permission: "membership",
  cardType: "people",
  query: membershipQuery,
  response: singleCard,
  errorCodes,
});

export const petsCardContract = defineContract({
  ...peopleCardContract,
  path: "/membership/v1/json/pets",
  summary: "A pets card (the account must have pets cards enabled)",
  cardType: "pets",
});
