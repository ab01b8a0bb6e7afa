// The options of the catalog audits (scripts/audit-*.ts): the seed, the public data folder and an output for rows.
import { parseArgs } from "node:util";

export function auditArgs(): { seed: string; data: string; out?: string } {
  const { values } = parseArgs({
    options: {
      seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
      data: { type: "string", default: "../shared/data/drugs" },
      out: { type: "string" },
    },
  });
  return { seed: values.seed!, data: values.data!, out: values.out };
}
