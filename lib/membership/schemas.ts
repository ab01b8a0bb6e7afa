// Membership card contracts (spec 2.3, 4.8).
import { z } from "zod";
import { defineContract } from "../api/contract";
import { accessCodeParam, localeParam } from "../fields";

const membershipQuery = z.object({ accessCode: accessCodeParam, locale: localeParam });

const cardFields = {
  memberId: z
    .string()
    .meta({ description: "Unique identifier of the card. Needed by the pharmacist.", example: "RX4820193375" }),
  group: z.string().meta({ description: "Benefit group used for the card", example: "HK7Q2M9P" }),
  bin: z.string().meta({ description: "BIN used for routing", example: "019901" }),
  pcn: z.string().meta({ description: "PCN used for routing", example: "RXCARD" }),
};
const configId = z.string().meta({ description: "Internal configuration id used to retrieve the card details" });
const id = z.string().meta({ description: "Tracking id" });

const membershipCard = z
  .object({ ...cardFields, type: z.enum(["people", "pets"]).meta({ description: "Card theme" }), configId })
  .meta({ id: "MembershipCard" });

const errorCodes = { locale: "LOCALE_INCORRECT_OR_MISSING", accessCode: "LOCALE_INCORRECT_OR_MISSING" };
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

const singleCard = z.object({ id, ...cardFields, configId }).meta({ id: "MembershipCardResponse" });

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
