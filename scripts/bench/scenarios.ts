// The benchmark's scenarios: one per endpoint, each sending varied, valid requests.
import { pickNpis, seededRandom, typeAheadQueries, type BenchData } from "./inputs";

export type Scenario = {
  name: string;
  kind: "read" | "write" | "pricing";
  // The statuses that are a right answer; by default 2xx only.
  accepts?: (status: number) => boolean;
  // The next request to send; called once per request.
  next: () => { method: "GET" | "POST"; path: string; body?: unknown };
};

// `enrolled`: member ids enrolled before the run, for the updates (an update racing the create of its member on
// another connection would be a 404, not a measurement).
export function buildScenarios(
  data: BenchData,
  card: { memberId: string; group: string },
  newMemberId: () => string,
  enrolled: string[],
): Scenario[] {
  const random = seededRandom(11);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const queries = typeAheadQueries(data.names, 5000);
  let q = 0;
  let member = 0;
  const dose = () => pick(data.ndcs);
  return [
    {
      name: "search type-ahead",
      kind: "read",
      // 404 is the spec's answer when no medication matches: a typed typo the search refuses to take for another drug
      accepts: (status) => status === 200 || status === 404,
      next: () => ({ method: "GET", path: `/search/v1/?query=${encodeURIComponent(queries[q++ % queries.length]!)}` }),
    },
    {
      name: "popular",
      kind: "read",
      next: () => ({ method: "GET", path: `/search/v1/popular?limit=${1 + Math.floor(random() * 10)}` }),
    },
    {
      name: "attributes",
      kind: "read",
      next: () => ({ method: "GET", path: `/search/v1/attributes/${pick(data.slugs)}` }),
    },
    {
      name: "alternatives",
      kind: "read",
      next: () => ({ method: "GET", path: `/search/v1/alternatives/?slug=${pick(data.slugs)}` }),
    },
    {
      name: "NPI pricing (50 NPIs)",
      kind: "pricing",
      next: () => ({
        method: "POST",
        path: "/pricing/v1/npi/people",
        body: { ...toPriced(dose()), npis: pickNpis(data.npis, 50, random) },
      }),
    },
    {
      name: "region pricing",
      kind: "read",
      next: () => ({
        method: "POST",
        path: "/pricing/v1/region/people",
        body: { ...toPriced(dose()), zip: pick(data.zips) },
      }),
    },
    {
      name: "chain pharmacies",
      kind: "read",
      next: () => {
        const c = pick(data.chainsByZip);
        return {
          method: "GET",
          path: `/pharmacies/v1/chain?zip=${c.zip}&chainCode=${c.chainCode}&lat=${c.lat}&lng=${c.lng}`,
        };
      },
    },
    { name: "membership", kind: "write", next: () => ({ method: "GET", path: "/membership/v1/json" }) },
    {
      name: "eligibility check",
      kind: "read",
      next: () => ({
        method: "POST",
        path: "/eligibility/v1/check",
        body: {
          memberId: card.memberId,
          group: card.group,
          firstName: "Bench",
          lastName: `Patient${member++ % 3}`,
          gender: "unknown",
          dob: "1980-01-01",
          address: { zip: pick(data.zips) },
          medication: { ndc: dose().ndc, quantity: 30 },
        },
      }),
    },
    {
      name: "enrollment create/update",
      kind: "write",
      next: () => {
        // Half create new members, half update members enrolled before the run.
        const n = member++;
        const create = n % 2 === 0 || enrolled.length === 0;
        return {
          method: "POST",
          path: "/eligibility/v1/enrollment/person",
          body: enrollmentBody(
            create ? "create" : "update",
            create ? newMemberId() : enrolled[n % enrolled.length]!,
            card,
          ),
        };
      },
    },
  ];
}

export function enrollmentBody(action: "create" | "update", memberId: string, card: { group: string }) {
  return { action, memberId, group: card.group, firstName: "Bench", lastName: "Member", dob: "1975-05-05" };
}

function toPriced(d: { ndc: string; quantity: string }) {
  return { ndc: d.ndc, quantity: Number(d.quantity) };
}

// The scenarios a run warms up: the ones it measures, and type-ahead's always, whose searches are recorded and are what
// popular answers (the medications searched most). Without them `--only popular` measured an empty list of 58 bytes
// where a full run's answers are up to 19 KB (scripts/bench/HISTORY.md, twenty-first session).
export function warmUpScenarios<S extends { name: string }>(every: readonly S[], measured: readonly S[]): S[] {
  return every.filter((s) => measured.includes(s) || s.name === "search type-ahead");
}
