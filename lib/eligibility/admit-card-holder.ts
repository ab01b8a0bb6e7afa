// The member limit per card number: the distinct people (person keys) checked under one card. A new person is
// inserted first and counted after, in one transaction serialized per card (a PostgreSQL advisory lock; SQLite has
// one writer at a time), and rolled back past the limit, so concurrent checks by new people cannot exceed it.
// Writing first also means a SQLite transaction never has to upgrade a read snapshot that another process outdated.
import { db, isUniqueViolation } from "../db";
import { eligibilityReads } from "./eligibility-reads";
import { databaseProvider } from "../platform/database-url";
import { env } from "../env";

class LimitReached extends Error {}

export async function admitCardHolder({
  group,
  memberId,
  personKey,
  limit,
}: {
  group: string;
  memberId: string;
  personKey: string;
  limit: number;
}): Promise<boolean> {
  if (await eligibilityReads().isCardHolder({ group, memberId, personKey })) return true;
  try {
    return await db.$transaction(async (tx) => {
      if (databaseProvider(env().DATABASE_URL) === "postgres") {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`card-holder:${group}:${memberId}`}, 0))`;
      }
      await tx.cardHolder.create({ data: { group, memberId, personKey } });
      if ((await tx.cardHolder.count({ where: { group, memberId } })) > limit) throw new LimitReached();
      return true;
    });
  } catch (error) {
    if (error instanceof LimitReached) return false;
    if (isUniqueViolation(error)) return true; // admitted by a concurrent check of theirs
    throw error;
  }
}
