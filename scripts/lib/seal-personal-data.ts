// The data step of the personal-data encryption: enrollments stored in plaintext (before it) or under an earlier key
// (after a rotation) are encrypted with the current key, in batches, each row only if no update changed it meanwhile
// (its version). Run by every migration (npm run db:migrate, npm start); a database with nothing to do costs one query.
import { db } from "../../lib/db";
import {
  openPersonalData,
  PERSONAL_COLUMNS,
  personalDataKeys,
  personalValuesOf,
  sealPersonalData,
} from "../../lib/eligibility/personal-data";

const BATCH = 500;

export async function sealStoredPersonalData(): Promise<number> {
  const keys = personalDataKeys();
  const select = Object.fromEntries(
    [...PERSONAL_COLUMNS, "id", "version", "personalDataKeyId"].map((c) => [c, true]),
  ) as Record<(typeof PERSONAL_COLUMNS)[number] | "id" | "version" | "personalDataKeyId", true>;
  const stale = { OR: [{ personalDataKeyId: null }, { personalDataKeyId: { not: keys.current.id } }] };
  let sealed = 0;
  for (;;) {
    const rows = await db.enrollment.findMany({ where: stale, select, take: BATCH, orderBy: { id: "asc" } });
    if (rows.length === 0) return sealed;
    await db.$transaction(async (tx) => {
      for (const row of rows) {
        const data = sealPersonalData(row.id, personalValuesOf(openPersonalData(row, keys)), keys);
        const { count } = await tx.enrollment.updateMany({
          where: { id: row.id, version: row.version },
          data: { ...data, version: { increment: 1 } },
        });
        sealed += count;
      }
    });
  }
}
