// Lists accounts and disables (or re-enables) one.
import { db } from "../db";
import { changeAccounts } from "./account-directory";

export async function listAccounts() {
  const rows = await db.account.findMany({
    orderBy: { createdAt: "asc" },
    include: { _count: { select: { apiKeys: { where: { revokedAt: null } } } } },
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    cardTypes: r.cardTypes,
    endpoints: r.endpoints,
    disabled: r.disabledAt !== null,
    activeKeys: r._count.apiKeys,
  }));
}

export async function setAccountDisabled({ accountId, disabled }: { accountId: string; disabled: boolean }) {
  const { count } = await changeAccounts((tx) =>
    tx.account.updateMany({ where: { id: accountId }, data: { disabledAt: disabled ? new Date() : null } }),
  );
  return count > 0;
}
