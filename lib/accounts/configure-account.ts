// Applies an AccountConfig to an account: settings, the card configuration per enabled card type, co-brands.
import { changeAccounts, type AccountsTx as Tx } from "./account-directory";
import type { CardType } from "./permissions";
import { newGroupNumber, newId } from "./ids";
import { mergeAccountSettings } from "./account-settings";
import { CARD_DEFAULTS, type AccountConfig, type CardSettings } from "./schemas";

export async function configureAccount({ accountId, config }: { accountId: string; config: AccountConfig }) {
  return changeAccounts((tx) => applyAccountConfig(tx, accountId, config));
}

export async function applyAccountConfig(tx: Tx, accountId: string, config: AccountConfig): Promise<void> {
  const account = await tx.account.findUniqueOrThrow({ where: { id: accountId } });
  const updated = await tx.account.update({
    where: { id: accountId },
    data: {
      name: config.name ?? account.name,
      endpoints: config.endpoints?.join(",") ?? account.endpoints,
      cardTypes: config.cardTypes?.join(",") ?? account.cardTypes,
      settings: mergeAccountSettings(account.settings, config),
    },
  });
  const cardTypes = updated.cardTypes.split(",") as CardType[];
  await ensureCardConfigs(tx, accountId, null, cardTypes, config.cards);
  for (const coBrand of config.coBrands ?? []) {
    const row = await tx.coBrand.upsert({
      where: { accountId_accessCode: { accountId, accessCode: coBrand.accessCode } },
      update: { name: coBrand.name },
      create: { id: newId("cob"), accountId, accessCode: coBrand.accessCode, name: coBrand.name },
    });
    await ensureCardConfigs(tx, accountId, row.id, cardTypes, coBrand.cards);
  }
}

async function ensureCardConfigs(
  tx: Tx,
  accountId: string,
  coBrandId: string | null,
  cardTypes: CardType[],
  settings: Partial<Record<CardType, CardSettings>> | undefined,
): Promise<void> {
  for (const cardType of cardTypes) {
    const wanted = settings?.[cardType] ?? {};
    const existing = await tx.cardConfig.findFirst({ where: { accountId, coBrandId, cardType } });
    if (existing) {
      await tx.cardConfig.update({ where: { id: existing.id }, data: wanted });
      continue;
    }
    const defaults = CARD_DEFAULTS[cardType];
    await tx.cardConfig.create({
      data: {
        id: newId("cfg"),
        accountId,
        coBrandId,
        cardType,
        bin: wanted.bin ?? defaults.bin,
        pcn: wanted.pcn ?? defaults.pcn,
        group: wanted.group ?? (await unusedGroupNumber(tx, cardType)),
        memberIdPrefix: wanted.memberIdPrefix ?? defaults.memberIdPrefix,
        memberIdDigits: wanted.memberIdDigits ?? defaults.memberIdDigits,
      },
    });
  }
}

async function unusedGroupNumber(tx: Tx, cardType: CardType): Promise<string> {
  for (;;) {
    const group = newGroupNumber(cardType);
    if (!(await tx.cardConfig.findUnique({ where: { group } }))) return group;
  }
}
