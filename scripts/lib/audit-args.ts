// The options of the catalog audits (scripts/audit-*.ts): the seed, the public data folder and an output for rows.
import { parseArgs } from "node:util";

export function auditArgs(): { seed: string; data: string; out?: string; model?: string } {
  const { values } = parseArgs({
    options: {
      seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
      data: { type: "string", default: "../shared/data/drugs" },
      out: { type: "string" },
      model: { type: "string" }, // a price-model.json to measure instead of the shipped one
    },
  });
  return { seed: values.seed!, data: values.data!, out: values.out, model: values.model };
}
