// Drives every real patient of real-patients-list.ts through the API's route handlers (in process, no server), as a
// partner does: a new card from GET /membership/v1/json, an enrollment (people: /person; pets: /card on the pets card),
// the stored record read back (an update that changes nothing echoes the whole stored record), and the eligibility
// check with the patient as sent and as the counter types the name. Shared by scripts/measure-real-patients.ts and
// its test, so the measure and the test hold the same list to the same rules.
import { NextRequest } from "next/server";
import { GET as cards } from "../../app/membership/v1/json/route";
import { POST as check } from "../../app/eligibility/v1/check/route";
import { POST as enrollCard } from "../../app/eligibility/v1/enrollment/card/route";
import { POST as enrollPerson } from "../../app/eligibility/v1/enrollment/person/route";
import { CLAIM_NAME_WIDTH } from "../../lib/eligibility/find-member-enrollment";
import { serviceDate } from "../../lib/eligibility/service-date";
import { realPatients, type RealPatient } from "./real-patients-list";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Answer = { status: number; body: Record<string, unknown> };

export type PatientOutcome = {
  label: string;
  kind: RealPatient["kind"];
  status: number;
  errorCode?: string;
  faults: string[];
  typed: number; // the name as sent, as the counter types it and as a claim cuts it (a refused patient finds none)
  found: number; // of them, how many found the enrollment
};

async function send(handler: Handler, apiKey: string, method: "GET" | "POST", body?: object): Promise<Answer> {
  const request = new NextRequest("http://localhost/x", {
    method,
    headers: { "x-api-key": apiKey, "content-type": "application/json" },
    body: body && JSON.stringify(body),
  });
  const res = await handler(request, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

// What the echo must hold: the sent values trimmed, empty ones left out, gender in lower case (unknown by default),
// the state in capitals; the case's own `echo` (spec normalizations) over that; members the spec does not list gone.
function expectedEcho(patient: RealPatient): Record<string, unknown> {
  const trimmed = (value: unknown): unknown => {
    if (typeof value === "string") return value.trim() || undefined;
    if (value && typeof value === "object") {
      const entries = Object.entries(value).map(([k, v]) => [k, trimmed(v)] as const);
      const kept = entries.filter(([, v]) => v !== undefined);
      return kept.length ? Object.fromEntries(kept) : undefined;
    }
    return value;
  };
  const sent = Object.fromEntries(Object.entries(patient.send).filter(([k]) => !patient.unlisted?.includes(k)));
  const echo = { ...(trimmed(sent) as Record<string, unknown>), ...patient.echo };
  echo.gender = typeof echo.gender === "string" ? echo.gender.toLowerCase() : "unknown";
  const address = echo.address as Record<string, string> | undefined;
  if (address?.state) echo.address = { ...address, state: address.state.toUpperCase() };
  return echo;
}

// Fields of `expected` that `actual` does not hold exactly, and fields of `actual` that were not sent.
function differences(expected: Record<string, unknown>, actual: Record<string, unknown>): string[] {
  const skip = new Set(["id", "action", "active", "memberId", "group", "subId"]);
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)].filter((k) => !skip.has(k)));
  return [...keys]
    .filter((k) => JSON.stringify(expected[k]) !== JSON.stringify(actual[k]))
    .map((k) => `${k}: sent ${JSON.stringify(expected[k])}, got ${JSON.stringify(actual[k])}`);
}

// The name as sent and as the counter types it, and each of these as a claim holds it where it is longer than the
// claim's field (12 characters of a first name, 15 of a last: CLAIM_NAME_WIDTH), cut and its trailing spaces dropped.
function typedForms(patient: RealPatient): [string, string][] {
  const forms: [string, string][] = [[patient.send.firstName, patient.send.lastName], ...(patient.typedAs ?? [])];
  const cut = forms.map(([first, last]): [string, string] => [
    first.trim().slice(0, CLAIM_NAME_WIDTH.firstName).trimEnd(),
    last.trim().slice(0, CLAIM_NAME_WIDTH.lastName).trimEnd(),
  ]);
  const seen = new Set(forms.map((form) => form.join("|")));
  return [...forms, ...cut.filter((form) => !seen.has(form.join("|")) && seen.add(form.join("|")))];
}

export async function measureRealPatients({ apiKey, ndc }: { apiKey: string; ndc: string }): Promise<PatientOutcome[]> {
  const today = serviceDate();
  const outcomes: PatientOutcome[] = [];
  for (const patient of realPatients(today)) {
    const issued = await send(cards as Handler, apiKey, "GET");
    const cardList = issued.body.cards as { type: string; memberId: string; group: string }[];
    const card = cardList.find((c) => c.type === (patient.kind === "pet" ? "pets" : "people"))!;
    const member = { memberId: card.memberId, group: card.group };
    const handler = (patient.kind === "pet" ? enrollCard : enrollPerson) as Handler;
    const created = await send(handler, apiKey, "POST", { action: "create", ...member, ...patient.send });
    const outcome: PatientOutcome = {
      label: patient.label,
      kind: patient.kind,
      status: created.status,
      errorCode: created.body.errorCode as string | undefined,
      faults: [],
      typed: typedForms(patient).length,
      found: 0,
    };
    outcomes.push(outcome);
    if (created.status !== 200) {
      outcome.faults.push(`refused: ${created.status} ${outcome.errorCode ?? created.body.message}`);
      continue;
    }
    const expected = expectedEcho(patient);
    outcome.faults.push(...differences(expected, created.body).map((d) => `echo ${d}`));
    const stored = await send(enrollCard as Handler, apiKey, "POST", { action: "update", ...member });
    outcome.faults.push(...differences(expected, stored.body).map((d) => `read back ${d}`));

    const { dob, middleName, gender, email, phone, address } = patient.send;
    const zip = (address as { zip?: string } | undefined)?.zip ?? "10001";
    const checkBody = (first: string, last: string) => ({
      ...member,
      ...{ firstName: first, lastName: last, middleName, gender: gender ?? "unknown", dob, email, phone },
      address: { ...(address as object), zip },
      medication: { ndc, quantity: 30 },
    });
    const checked = async (first: string, last: string) => send(check as Handler, apiKey, "POST", checkBody(first, last)); // prettier-ignore
    for (const [first, last] of typedForms(patient)) {
      const answer = await checked(first, last);
      if (answer.status === 200 && answer.body.eligible === true) outcome.found++;
      else outcome.faults.push(`check as ${first} ${last}: ${answer.status} ${answer.body.errorCode ?? answer.body.code}`); // prettier-ignore
    }
    for (const [first, last] of patient.notAs ?? []) {
      const answer = await checked(first, last);
      if (answer.body.code !== "MEMBER_NOT_FOUND") outcome.faults.push(`check as ${first} ${last} found them`);
    }
  }
  return outcomes;
}
