// Seeds an empty database: the documented demo account (its key printed once).
import { createAccount } from "../../lib/accounts/create-account";
import { db } from "../../lib/db";

export const DEMO_ACCOUNT_ID = "demo";

export async function seedDatabase({ log = console.log } = {}): Promise<void> {
  if (!(await db.account.findUnique({ where: { id: DEMO_ACCOUNT_ID } }))) {
    const demo = await createAccount({
      id: DEMO_ACCOUNT_ID,
      name: "Demo partner",
      config: { coBrands: [{ accessCode: "DEMO-COBRAND", name: "Demo co-brand" }] },
    });
    log(`Seeded the demo account "${DEMO_ACCOUNT_ID}" (all endpoints, people and pets cards).`);
    log(`  Its API key, shown this once: ${demo.apiKey}`);
    log(`  Another key at any time: npm run accounts -- new-key ${DEMO_ACCOUNT_ID}`);
  }
}
