// The group and card number of an eligibility check: the group must be the account's (another account's group is
// GROUP_NOT_FOUND, like one that exists nowhere, so a partner cannot learn which groups exist) and be the one the
// card was issued or enrolled under (GROUP_INVALID, naming the right one); a card the
// account does not know must still have the group's card length (INVALID_CARD_FORMAT), and is then invalid
// (INVALID_CARD_NUMBER: wrong prefix, characters or check digit, another account's card, or never issued).
// A valid card's enrollments under the checked group come back, so the check needs no second query for them.
import { eligibilityReads, type EnrollmentRow } from "./eligibility-reads";
import { findCardConfig, getAccountDirectory } from "../accounts/account-directory";
import { checkFailure } from "./check-codes";

export async function verifyCard({
  accountId,
  group,
  memberId,
}: {
  accountId: string;
  group: string;
  memberId: string;
}): Promise<EnrollmentRow[]> {
  const config = await findCardConfig(group);
  if (!config || config.accountId !== accountId) throw checkFailure("GROUP_NOT_FOUND");
  const ownConfigs = (await getAccountDirectory()).cardConfigsOf(accountId);
  const reads = eligibilityReads();
  const { issuedConfigId, enrolled } = await reads.card(
    memberId,
    ownConfigs.map((c) => c.group),
  );
  const issuedUnder = ownConfigs.find((c) => c.id === issuedConfigId);
  // The account's groups the card belongs to: the one it was issued under first, then enrollments.
  const cardGroups = [...new Set([...(issuedUnder ? [issuedUnder.group] : []), ...enrolled.map((e) => e.group)])];
  if (cardGroups.includes(group)) return enrolled.filter((e) => e.group === group);
  if (cardGroups.length > 0) {
    throw checkFailure("GROUP_INVALID", { group_number: cardGroups[0] ?? defaultGroup(ownConfigs) });
  }
  if (memberId.length !== config.memberIdPrefix.length + config.memberIdDigits) {
    throw checkFailure("INVALID_CARD_FORMAT");
  }
  // Of the right length, a card the account does not know is invalid: a wrong prefix, character or Luhn check
  // digit (a typo at the counter) or a well-formed number never issued nor enrolled under the group.
  throw checkFailure("INVALID_CARD_NUMBER");
}

// The account's own people group (not a co-brand's), else its first group.
function defaultGroup(configs: { group: string; cardType: string; coBrandId: string | null }[]): string {
  const own = configs.filter((c) => c.coBrandId === null);
  return (own.find((c) => c.cardType === "people") ?? own[0] ?? configs[0])?.group ?? "";
}
