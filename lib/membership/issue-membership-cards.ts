// Issues new membership cards: one fresh member id per card type, recorded so eligibility can verify it later.
import { databaseProvider, sqliteFilePath } from "../platform/database-url";
import { Pool } from "pg";
import { isUniqueViolation } from "../db";
import { databasePools } from "../platform/database-pools";
import { env } from "../env";
import { sqliteNow, sqliteWriteConnection, withWriteLock } from "../platform/sqlite-writer";
import { cardConfigFor, getAccountDirectory } from "../accounts/account-directory";
import type { CardType } from "../accounts/permissions";
import { groupCommit } from "../platform/group-commit";
import { generateMemberId } from "./member-id";

export type MembershipCard = {
  type: CardType;
  memberId: string;
  group: string;
  bin: string;
  pcn: string;
  configId: string;
};

const MAX_TRIES = 8;
const POSTGRES_WRITE_CONNECTIONS = 2;

export async function issueMembershipCards({
  accountId,
  cardTypes,
  accessCode,
}: {
  accountId: string;
  cardTypes: CardType[];
  accessCode?: string;
}): Promise<MembershipCard[]> {
  const directory = await getAccountDirectory();
  const coBrandId = accessCode ? directory.coBrandId(accountId, accessCode) : undefined;
  const configs = directory.cardConfigsOf(accountId);
  return Promise.all(
    cardTypes.map(async (cardType) => {
      // A co-brand without a configuration for a card type falls back to the account's own.
      const config =
        (coBrandId ? cardConfigFor(configs, cardType, coBrandId) : undefined) ?? cardConfigFor(configs, cardType, null);
      if (!config) throw new Error(`account has no ${cardType} card configuration`);
      const memberId = await recordNewMemberId(config.id, config.memberIdPrefix, config.memberIdDigits);
      return { type: cardType, memberId, group: config.group, bin: config.bin, pcn: config.pcn, configId: config.id };
    }),
  );
}

type IssuedCard = { memberId: string; cardConfigId: string };

// Cards issued at the same moment are recorded in one insert (group commit): on PostgreSQL one named statement that
// takes the batch as one JSON parameter (one round trip, prepared once per connection; through Prisma each insert
// compiled its query anew), on SQLite with a prepared statement off the event loop's way (lib/platform/sqlite-writer.ts).
function issuedCardWriter(): (cards: IssuedCard[]) => Promise<void> {
  const url = env().DATABASE_URL;
  if (databaseProvider(url) === "postgres") {
    // Group commit writes one batch at a time; a failed batch's cards are written one by one, concurrently.
    const pool = new Pool({ connectionString: url, max: POSTGRES_WRITE_CONNECTIONS });
    databasePools.set("issued-cards", pool);
    const insert = {
      name: "issued-card-insert",
      text: `INSERT INTO "IssuedCard" ("memberId", "cardConfigId")
        SELECT "memberId", "cardConfigId" FROM json_to_recordset($1::json) AS r("memberId" text, "cardConfigId" text)`,
    };
    return async (cards) => void (await pool.query({ ...insert, values: [JSON.stringify(cards)] }));
  }
  const sqlite = sqliteWriteConnection(sqliteFilePath(url));
  const insert = sqlite.prepare(`INSERT INTO "IssuedCard" ("memberId", "cardConfigId", "createdAt") VALUES (?, ?, ?)`);
  const insertAll = sqlite.transaction((cards: IssuedCard[]) => {
    const now = sqliteNow();
    for (const card of cards) insert.run(card.memberId, card.cardConfigId, now);
  });
  return (cards) => withWriteLock(() => insertAll.immediate(cards));
}

let writeIssuedCards: ((cards: IssuedCard[]) => Promise<void>) | undefined;
const recordIssuedCard = groupCommit<IssuedCard, void>({
  writeBatch: async (cards) => {
    await (writeIssuedCards ??= issuedCardWriter())(cards);
    return cards.map(() => undefined);
  },
});

// The primary key makes a repeat impossible: on the rare collision, draw again.
async function recordNewMemberId(cardConfigId: string, prefix: string, digits: number): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const memberId = generateMemberId(prefix, digits);
    try {
      await recordIssuedCard({ memberId, cardConfigId });
      return memberId;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_TRIES) throw error;
    }
  }
}

// The single-card endpoints' shape: the card without `type`.
export async function issueMembershipCard(options: { accountId: string; cardType: CardType; accessCode?: string }) {
  const [card] = await issueMembershipCards({ ...options, cardTypes: [options.cardType] });
  const { memberId, group, bin, pcn, configId } = card!;
  return { memberId, group, bin, pcn, configId };
}
