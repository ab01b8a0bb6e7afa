// Integration, through the route handlers on SQLite: every real patient and pet of the list enrolls, is echoed and read
// back as sent (or as the spec normalizes: phone, ZIP+4, state and gender case), and is found by the eligibility check
// as sent and as the counter types the name, and never as another person's name (scripts/measure-real-patients.ts
// prints the same over a seeded database).
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../lib/accounts/create-account";
import { db } from "../../lib/db";
import { serviceDate } from "../../lib/eligibility/service-date";
import { measureRealPatients, type PatientOutcome } from "./real-patients";
import { realPatients } from "./real-patients-list";

const NDC = "00378180010";
let outcomes = new Map<string, PatientOutcome>();

beforeAll(async () => {
  await db.ndc.upsert({
    where: { ndc: NDC },
    update: {},
    create: { ndc: NDC, description: "LEVOTHYROXINE 25 MCG TABLET", isBrand: false, nadacPerUnit: 0.03948, pricingUnit: "EA" }, // prettier-ignore
  });
  const { apiKey } = await createAccount({ name: "real patients", cardTypes: ["people", "pets"] });
  outcomes = new Map((await measureRealPatients({ apiKey, ndc: NDC })).map((o) => [o.label, o]));
}, 300_000);

describe("a real patient", () => {
  it.each(realPatients(serviceDate()).map((p) => p.label))("%s enrolls, reads back as sent, and is found", (label) => {
    const outcome = outcomes.get(label)!;
    expect(outcome.faults).toEqual([]);
    expect(outcome).toMatchObject({ status: 200, found: outcome.typed });
  });
});
