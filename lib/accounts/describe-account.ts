// An account as the CLI shows it: settings, card configurations, co-brands and keys (prefixes only).
import { db } from "../db";
import { toApiAccount } from "./api-account";

export type AccountDescription = Awaited<ReturnType<typeof describeAccount>>;

export async function describeAccount({ accountId }: { accountId: string }) {
  const row = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    include: {
      cardConfigs: { orderBy: { createdAt: "asc" } },
      coBrands: true,
      apiKeys: { orderBy: { createdAt: "asc" } },
    },
  });
  // The CLI's JSON keeps the key outside tooling reads: the pricing terms print as "contract".
  const { pricingTerms, ...account } = toApiAccount(row);
  const card = (c: (typeof row.cardConfigs)[number]) => ({
    type: c.cardType,
    configId: c.id,
    bin: c.bin,
    pcn: c.pcn,
    group: c.group,
    memberIdFormat: `${c.memberIdPrefix}${"#".repeat(c.memberIdDigits)}`,
  });
  return {
    ...account,
    contract: pricingTerms,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    cards: row.cardConfigs.filter((c) => c.coBrandId === null).map(card),
    coBrands: row.coBrands.map((b) => ({
      accessCode: b.accessCode,
      name: b.name,
      cards: row.cardConfigs.filter((c) => c.coBrandId === b.id).map(card),
    })),
    keys: row.apiKeys.map((k) => ({ id: k.id, prefix: k.prefix, revoked: k.revokedAt !== null })),
  };
}
