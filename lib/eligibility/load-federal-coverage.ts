// Loads the people an operator knows to be covered by a federal insurance program (a CSV with the columns
// firstName, lastName, dob), stored as person keys only. Nothing is guessed: the list is empty until loaded.
import { parse } from "csv-parse/sync";
import { db, isUniqueViolation } from "../db";
import { isCalendarDate } from "./calendar-date";
import { personKey } from "./person-key";

export type LoadFederalCoverageResult = { source: string; rows: number; loaded: number; invalidLines: number[] };

const CHUNK = 500;

export async function loadFederalCoverage({
  csv,
  source,
  replace = false,
}: {
  csv: string;
  source: string;
  replace?: boolean;
}): Promise<LoadFederalCoverageResult> {
  const records = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<
    string,
    string | undefined
  >[];
  const keys = new Set<string>();
  const invalidLines: number[] = [];
  records.forEach((record, index) => {
    const { firstName, lastName, dob } = record;
    if (!firstName || !lastName || !dob || !isCalendarDate(dob))
      invalidLines.push(index + 2); // line 1: header
    else keys.add(personKey({ firstName, lastName, dob }));
  });
  if (replace) await db.federalCoverage.deleteMany({ where: { source } });
  const all = [...keys];
  let loaded = 0;
  // Each chunk is one insert statement of the people not listed yet: the server keeps serving meanwhile.
  for (let i = 0; i < all.length; i += CHUNK) loaded += await insertNew(all.slice(i, i + CHUNK), source);
  return { source, rows: records.length, loaded, invalidLines };
}

async function insertNew(chunk: string[], source: string, attempt = 1): Promise<number> {
  const known = await db.federalCoverage.findMany({ where: { personKey: { in: chunk } }, select: { personKey: true } });
  const present = new Set(known.map((k) => k.personKey));
  const fresh = chunk.filter((k) => !present.has(k));
  if (!fresh.length) return 0;
  try {
    return (await db.federalCoverage.createMany({ data: fresh.map((k) => ({ personKey: k, source })) })).count;
  } catch (error) {
    // Another load added one of these people in between: read again.
    if (!isUniqueViolation(error) || attempt >= 5) throw error;
    return insertNew(chunk, source, attempt + 1);
  }
}
