// Membership card request and response schemas (spec 2.3, 4.8); the routes are in lib/api/contracts.
import { z } from "zod";
import { CARD_TYPES } from "../accounts/permissions";
import { accessCodeParam, localeParam, trackingId as id } from "../vocabulary/fields";

export const membershipQuery = z.object({ accessCode: accessCodeParam, locale: localeParam });

const cardFields = {
  memberId: z
    .string()
    .meta({ description: "Unique identifier of the card. Needed by the pharmacist.", example: "RX4820193375" }),
  group: z.string().meta({ description: "Benefit group used for the card", example: "HK7Q2M9P" }),
  bin: z.string().meta({ description: "BIN used for routing", example: "019901" }),
  pcn: z.string().meta({ description: "PCN used for routing", example: "RXCARD" }),
};
const configId = z.string().meta({ description: "Internal configuration id used to retrieve the card details" });

export const membershipCard = z
  .object({ ...cardFields, type: z.enum(CARD_TYPES).meta({ description: "Card theme" }), configId })
  .meta({ id: "MembershipCard" });

export const errorCodes = { locale: "LOCALE_INCORRECT_OR_MISSING", accessCode: "LOCALE_INCORRECT_OR_MISSING" };

export const singleCard = z.object({ id, ...cardFields, configId }).meta({ id: "MembershipCardResponse" });
