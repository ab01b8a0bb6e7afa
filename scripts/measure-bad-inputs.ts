// DATABASE_URL=file:./data/sweep.db npx tsx scripts/measure-bad-inputs.ts [--all]   (a seeded database: a copy of
// data/bench-template.db). What a client can send, swept over every endpoint and every parameter through the route
// handlers the API serves (in process, no server): missing, empty, blank, wrong JSON type, repeated query parameters,
// signs, floats, exponents, leading zeros, huge numbers, unicode and control characters, 1 MB strings, invalid JSON,
// unknown and __proto__ keys, the letter case of enum values, dates, zips, NPIs and NDCs at their edges, keys missing,
// unknown, of a disabled account or without the endpoint; and N parallel writes of one enrollment. Each answer is held
// to the spec: a status the endpoint lists, the error body's shape (id, statusCode = status, message), the errorCode
// of the parameter sent wrong, no 500, nothing slow; and the server's log lines of the whole sweep hold no personal
// data, API key or query string (run it without LOG_LEVEL=silent). Prints the faults (and with --all every case) and a
// summary.
import { NextRequest } from "next/server";
import { db } from "../lib/db";
import { createAccount } from "../lib/accounts/create-account";
import { issueMembershipCard } from "../lib/membership/issue-membership-cards";
import { GET as popular } from "../app/search/v1/popular/route";
import { GET as search } from "../app/search/v1/route";
import { GET as attributes } from "../app/search/v1/attributes/[slug]/route";
import { GET as attributesBare } from "../app/search/v1/attributes/route";
import { GET as alternatives } from "../app/search/v1/alternatives/route";
import { POST as check } from "../app/eligibility/v1/check/route";
import { POST as enrollCard } from "../app/eligibility/v1/enrollment/card/route";
import { POST as enrollPerson } from "../app/eligibility/v1/enrollment/person/route";
import { GET as cards } from "../app/membership/v1/json/route";
import { GET as peopleCard } from "../app/membership/v1/json/people/route";
import { GET as petsCard } from "../app/membership/v1/json/pets/route";
import { POST as npiPeople } from "../app/pricing/v1/npi/people/route";
import { POST as npiPets } from "../app/pricing/v1/npi/pets/route";
import { POST as regionPeople } from "../app/pricing/v1/region/people/route";
import { POST as regionPets } from "../app/pricing/v1/region/pets/route";
import { GET as chain } from "../app/pharmacies/v1/chain/route";
import type { Contract } from "../lib/api/contract";
import { checkContract, enrollCardContract, enrollPersonContract } from "../lib/api/contracts/eligibility";
import { alternativesContract, attributesContract, popularContract, searchContract } from "../lib/api/contracts/medications"; // prettier-ignore
import { membershipCardsContract, peopleCardContract, petsCardContract } from "../lib/api/contracts/membership";
import { chainPharmaciesContract } from "../lib/api/contracts/pharmacies";
import { npiPeopleContract, npiPetsContract, regionPeopleContract, regionPetsContract } from "../lib/api/contracts/pricing"; // prettier-ignore

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Answer = { status: number; body: Record<string, unknown>; ms: number; text: string };
// What the spec asks of one case: `ok` a 200 (or the endpoint's 404 "not found"), or a 400 with this errorCode.
type Expect = { ok: true } | { errorCode: string } | { status: number; errorCode?: string } | { any: true };
type Case = { endpoint: string; label: string; expect: Expect; send: () => Promise<Answer> };

const SHOW_ALL = process.argv.includes("--all");
const SLOW_MS = 3000;
// The statuses each endpoint lists (spec 4), and the ones the project documents beyond them (docs/partners.md).
const SPEC_STATUS: Record<string, number[]> = {
  popular: [200, 400, 403],
  search: [200, 400, 403, 404],
  attributes: [200, 400, 403, 404],
  alternatives: [200, 400, 403, 404],
  check: [200, 400, 403, 404],
  enrollCard: [200, 400, 403, 404],
  enrollPerson: [200, 400, 403, 404],
  cards: [200, 400, 403],
  peopleCard: [200, 400, 403],
  petsCard: [200, 400, 403],
  npiPeople: [200, 400, 403, 404],
  npiPets: [200, 400, 403, 404],
  regionPeople: [200, 400, 403, 404],
  regionPets: [200, 400, 403, 404],
  chain: [200, 400, 403, 404],
};
const DOCUMENTED_EXTRA = [409, 413, 422, 429, 503];

const ROUTES: Record<string, { handler: Handler; path: string; method: "GET" | "POST" }> = {
  popular: { handler: popular, path: "/search/v1/popular", method: "GET" },
  search: { handler: search, path: "/search/v1/", method: "GET" },
  attributes: { handler: attributes, path: "/search/v1/attributes/", method: "GET" },
  alternatives: { handler: alternatives, path: "/search/v1/alternatives/", method: "GET" },
  check: { handler: check, path: "/eligibility/v1/check", method: "POST" },
  enrollCard: { handler: enrollCard, path: "/eligibility/v1/enrollment/card", method: "POST" },
  enrollPerson: { handler: enrollPerson, path: "/eligibility/v1/enrollment/person", method: "POST" },
  cards: { handler: cards, path: "/membership/v1/json", method: "GET" },
  peopleCard: { handler: peopleCard, path: "/membership/v1/json/people", method: "GET" },
  petsCard: { handler: petsCard, path: "/membership/v1/json/pets", method: "GET" },
  npiPeople: { handler: npiPeople, path: "/pricing/v1/npi/people", method: "POST" },
  npiPets: { handler: npiPets, path: "/pricing/v1/npi/pets", method: "POST" },
  regionPeople: { handler: regionPeople, path: "/pricing/v1/region/people", method: "POST" },
  regionPets: { handler: regionPets, path: "/pricing/v1/region/pets", method: "POST" },
  chain: { handler: chain, path: "/pharmacies/v1/chain", method: "GET" },
};

// Every 200 is held to the endpoint's own response schema (the OpenAPI document's).
const CONTRACTS: Record<string, Contract> = {
  popular: popularContract,
  search: searchContract,
  attributes: attributesContract,
  alternatives: alternativesContract,
  check: checkContract,
  enrollCard: enrollCardContract,
  enrollPerson: enrollPersonContract,
  cards: membershipCardsContract,
  peopleCard: peopleCardContract,
  petsCard: petsCardContract,
  npiPeople: npiPeopleContract,
  npiPets: npiPetsContract,
  regionPeople: regionPeopleContract,
  regionPets: regionPetsContract,
  chain: chainPharmaciesContract,
};

let apiKey = "";
async function call(
  endpoint: string,
  {
    query = "",
    body,
    headers,
    slug,
  }: { query?: string; body?: unknown; headers?: Record<string, string>; slug?: string },
): Promise<Answer> {
  const route = ROUTES[endpoint]!;
  const path = slug === undefined ? route.path : `${route.path}${slug}`;
  const handler = slug === "" ? (attributesBare as Handler) : route.handler;
  const request = new NextRequest(`http://localhost${path}${query}`, {
    method: route.method,
    headers: { "x-api-key": apiKey, "content-type": "application/json", ...headers },
    body:
      route.method === "GET" || body === undefined
        ? undefined
        : typeof body === "string"
          ? body
          : Buffer.isBuffer(body)
            ? new Uint8Array(body)
            : JSON.stringify(body),
  });
  const params: Record<string, string> = slug ? { slug: decodeURIComponent(slug) } : {};
  const started = performance.now();
  const res = await handler(request, { params: Promise.resolve(params) });
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { __notJson: text.slice(0, 80) };
  }
  return { status: res.status, body: parsed, ms, text };
}

// ---------- the values every field is swept with ----------
const MB = "a".repeat(1024 * 1024);
type Value = { label: string; value: unknown; absent?: boolean };
const v = (label: string, value: unknown): Value => ({ label, value });
const COMMON: Value[] = [
  { label: "missing", value: undefined, absent: true },
  v("null", null),
  v('""', ""),
  v('" "', " "),
  v("tab", "\t"),
  v("true", true),
  v("0", 0),
  v("[]", []),
  v("{}", {}),
  v("NUL", "\u0000"),
  v("lone surrogate", "\uD800"),
  v("1 MB", MB),
  v("emoji", "💊"),
  v("RTL override", "\u202Eabc"),
];
// Numeric forms; the ones fields.ts's decimalNumber reads as a number (a JSON number, a plain decimal string with
// leading zeros allowed) are VALID_NUMBER.
const VALID_NUMBER = new Set(["-1", '"-1"', "1.5", "1e1", '"010"', "-0", "0"]);
const NUMBERS: Value[] = [
  v('"-1"', "-1"),
  v("-1", -1),
  v("1.5", 1.5),
  v('"1e1"', "1e1"),
  v("1e1", 1e1),
  v('"010"', "010"),
  v('"+5"', "+5"),
  v('"Infinity"', "Infinity"),
  v('"NaN"', "NaN"),
  v("1e308", 1e308),
  v('"99999999999999999999"', "99999999999999999999"),
  v("-0", -0),
  v('" 5"', " 5"),
  v('"5 "', "5 "),
  v('"0x10"', "0x10"),
  v('"５"', "５"), // fullwidth digit
  v('"٥"', "٥"), // Arabic-Indic digit
];

// ---------- the cases ----------
const cases: Case[] = [];
function add(endpoint: string, label: string, expect: Expect, send: () => Promise<Answer>) {
  cases.push({ endpoint, label, expect, send });
}
const INVALID = (errorCode: string): Expect => ({ errorCode });
const OK: Expect = { ok: true };
const ANY: Expect = { any: true };

// Query parameters: `value` set as ?name=value (an array: the name repeated).
function queryOf(base: Record<string, string>, name: string, value: Value): string {
  const params = new URLSearchParams();
  for (const [k, val] of Object.entries(base)) if (k !== name) params.append(k, val);
  if (!value.absent) {
    const values = Array.isArray(value.value) ? value.value : [value.value];
    for (const one of values) params.append(name, typeof one === "string" ? one : JSON.stringify(one));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function setPath(body: Record<string, unknown>, path: string, value: Value): Record<string, unknown> {
  const copy = structuredClone(body);
  const parts = path.split(".");
  let at: Record<string, unknown> = copy;
  for (const p of parts.slice(0, -1)) {
    if (typeof at[p] !== "object" || at[p] === null) at[p] = {};
    at = at[p] as Record<string, unknown>;
  }
  const last = parts.at(-1)!;
  if (value.absent) delete at[last];
  else at[last] = value.value;
  return copy;
}

async function main() {
  const account = await createAccount({ name: "bad-input sweep" });
  apiKey = account.apiKey;
  const people = account.cards.find((c) => c.type === "people")!;
  const group = people.group;
  const card = async () => (await issueMembershipCard({ accountId: account.id, cardType: "people" })).memberId;

  const ndcRow = await db.$queryRawUnsafe<{ ndc: string }[]>(
    "SELECT n.ndc FROM Ndc n JOIN NadacPrice p ON p.ndc = n.ndc WHERE n.pricingUnit = 'EA' LIMIT 1",
  );
  const NDC = ndcRow[0]!.ndc;
  const pharmacy = (await db.pharmacy.findFirst({ where: { chainCode: "CVS" } }))!;
  const ZIP = pharmacy.zip;
  const NPI = pharmacy.npi;
  const slug = (await db.medication.findFirst({ where: { slug: "atorvastatin" } }))?.slug ?? "atorvastatin";

  // ----- GET endpoints: each query parameter -----
  const getFields: Record<string, { base: Record<string, string>; fields: Record<string, string> }> = {
    popular: { base: {}, fields: { limit: "LIMIT_INCORRECT_OR_MISSING", locale: "LOCALE_INCORRECT_OR_MISSING" } },
    search: {
      base: { query: "ator" },
      fields: {
        query: "QUERY_INCORRECT_OR_MISSING",
        limit: "LIMIT_INCORRECT_OR_MISSING",
        locale: "LOCALE_INCORRECT_OR_MISSING",
      },
    },
    alternatives: {
      base: { slug },
      fields: { slug: "SLUG_INCORRECT_OR_MISSING", locale: "LOCALE_INCORRECT_OR_MISSING" },
    },
    cards: { base: {}, fields: { locale: "LOCALE_INCORRECT_OR_MISSING", accessCode: "" } },
    chain: {
      base: { zip: ZIP, chainCode: "CVS" },
      fields: {
        zip: "ZIP_INCORRECT_OR_MISSING",
        chainCode: "CHAIN_CODE_INCORRECT_OR_MISSING",
        limit: "LIMIT_INCORRECT_OR_MISSING",
        index: "INDEX_INCORRECT_OR_MISSING",
        lat: "GEOLOCATION_INCORRECT_OR_MISSING",
        lng: "GEOLOCATION_INCORRECT_OR_MISSING",
      },
    },
  };
  const required = new Set(["search.query", "alternatives.slug", "chain.zip", "chain.chainCode"]);
  for (const [endpoint, { base, fields }] of Object.entries(getFields)) {
    add(endpoint, "valid", OK, () =>
      call(endpoint, { query: queryOf(base, "", { label: "", value: "", absent: true }) }),
    );
    for (const [name, code] of Object.entries(fields)) {
      const values = [...COMMON, ...NUMBERS, v("repeated", ["1", "2"])];
      for (const value of values) {
        // An optional parameter left out, or one whose value is any text (accessCode), is no fault.
        let expect: Expect = code ? INVALID(code) : OK;
        if (value.absent && !required.has(`${endpoint}.${name}`)) expect = OK;
        // An empty array sets nothing; a repeated parameter is read from its first value ("1").
        if (Array.isArray(value.value) && value.value.length === 0 && !required.has(`${endpoint}.${name}`)) expect = OK;
        if (value.label === "repeated" && name !== "locale") expect = name === "query" || name === "slug" || name === "chainCode" ? ANY : OK; // prettier-ignore
        if (name === "index" && ["0", "-0"].includes(value.label)) expect = OK;
        if ((name === "limit" || name === "index") && ['"010"', "1e1"].includes(value.label)) expect = OK; // 10
        if (name === "query" && typeof value.value === "number") expect = ANY;
        if (name === "query" && (value.value === null || value.label === "{}")) expect = ANY; // the text "null", "{}"
        if (name === "zip" && value.label === "repeated") expect = INVALID(code); // its first value, "1"
        if (name === "query" && typeof value.value === "string" && value.value.trim() && !/\0|\uD800/.test(value.value))
          expect = value.value.length > 100 ? INVALID(code) : ANY;
        if (name === "query" && (value.value === true || value.value === 0 || Array.isArray(value.value))) expect = ANY;
        if (name === "slug" || name === "chainCode") expect = value.absent || value.value === "" || value.value === " " ? INVALID(code) : ANY; // prettier-ignore
        if ((name === "lat" || name === "lng") && !value.absent) expect = ANY;
        add(endpoint, `${name}=${value.label}`, expect, () => call(endpoint, { query: queryOf(base, name, value) }));
      }
    }
  }
  // Specific values.
  const specific: [string, Record<string, string>, Expect][] = [
    ["popular", { limit: "1" }, OK],
    ["popular", { limit: "10" }, OK],
    ["popular", { limit: "11" }, INVALID("LIMIT_INCORRECT_OR_MISSING")],
    ["popular", { limit: "0" }, INVALID("LIMIT_INCORRECT_OR_MISSING")],
    ["popular", { limit: "5.0" }, ANY],
    ["popular", { locale: "es-US" }, OK],
    ["popular", { locale: "EN-us" }, OK],
    ["popular", { locale: "en" }, INVALID("LOCALE_INCORRECT_OR_MISSING")],
    ["popular", { locale: "en_US" }, INVALID("LOCALE_INCORRECT_OR_MISSING")],
    ["search", { query: "ATORVASTATIN" }, OK],
    ["search", { query: "a" }, ANY],
    ["search", { query: "%" }, ANY],
    ["search", { query: "_" }, ANY],
    ["search", { query: "'; DROP TABLE" }, ANY],
    ["search", { query: "a".repeat(100) }, ANY],
    ["search", { query: "a".repeat(101) }, INVALID("QUERY_INCORRECT_OR_MISSING")],
    ["search", { query: "é".repeat(60) }, ANY],
    ["search", { query: "ﬁ" }, ANY],
    ["search", { query: "İ" }, ANY],
    ["search", { query: "ator", limit: "10", locale: "es-US" }, OK],
    ["alternatives", { slug: "no-such-slug" }, { status: 404 }],
    ["alternatives", { slug: slug.toUpperCase() }, ANY],
    ["alternatives", { slug: "../etc" }, { status: 404 }],
    ["chain", { zip: ZIP, chainCode: "cvs" }, OK],
    ["chain", { zip: ZIP, chainCode: "INDEPENDENT" }, { status: 404 }],
    ["chain", { zip: ZIP, chainCode: "NOPE" }, { status: 404 }],
    ["chain", { zip: "00000", chainCode: "CVS" }, { status: 404 }],
    ["chain", { zip: "99999", chainCode: "CVS" }, { status: 404 }],
    ["chain", { zip: `${ZIP}-1234`, chainCode: "CVS" }, INVALID("ZIP_INCORRECT_OR_MISSING")],
    ["chain", { zip: ZIP.slice(1), chainCode: "CVS" }, INVALID("ZIP_INCORRECT_OR_MISSING")],
    ["chain", { zip: ZIP, chainCode: "CVS", index: "999999999" }, ANY],
    ["chain", { zip: ZIP, chainCode: "CVS", index: "1000000000" }, INVALID("INDEX_INCORRECT_OR_MISSING")],
    ["chain", { zip: ZIP, chainCode: "CVS", lat: "40.7", lng: "-73.9" }, OK],
    ["chain", { zip: ZIP, chainCode: "CVS", lat: "40.7" }, INVALID("GEOLOCATION_INCORRECT_OR_MISSING")],
    ["chain", { zip: ZIP, chainCode: "CVS", lng: "-73.9" }, INVALID("GEOLOCATION_INCORRECT_OR_MISSING")],
    ["chain", { zip: ZIP, chainCode: "CVS", lat: "", lng: "-73.9" }, INVALID("GEOLOCATION_INCORRECT_OR_MISSING")],
    ["chain", { zip: ZIP, chainCode: "CVS", lat: "", lng: "" }, ANY],
    ["chain", { zip: ZIP, chainCode: "CVS", lat: "91", lng: "0" }, INVALID("GEOLOCATION_INCORRECT_OR_MISSING")],
    ["chain", { zip: ZIP, chainCode: "CVS", lat: "0", lng: "181" }, INVALID("GEOLOCATION_INCORRECT_OR_MISSING")],
    ["chain", { zip: ZIP, chainCode: "CVS", lat: "90", lng: "180" }, OK],
    ["chain", { zip: ZIP, chainCode: "CVS", lat: "-0", lng: "-0.0" }, OK],
    ["cards", { accessCode: "nope" }, OK],
    ["cards", { locale: "es-us" }, OK],
  ];
  for (const [endpoint, query, expect] of specific) {
    const q = `?${new URLSearchParams(query)}`;
    add(endpoint, `specific ${q}`, expect, () => call(endpoint, { query: q }));
  }
  for (const endpoint of ["peopleCard", "petsCard"]) {
    add(endpoint, "valid", OK, () => call(endpoint, {}));
    add(endpoint, "locale=xx", INVALID("LOCALE_INCORRECT_OR_MISSING"), () => call(endpoint, { query: "?locale=xx" }));
  }
  // Percent-encoding edge cases in the query string.
  for (const [label, q, expect] of [
    ["%2B in query", "?query=ator%2B", ANY],
    ["+ for space", "?query=ator+vastatin", ANY],
    ["bare %", "?query=ator%", ANY],
    ["%zz", "?query=%zz", ANY],
    ["%00", "?query=ator%00", INVALID("QUERY_INCORRECT_OR_MISSING")],
    ["%C0%AF overlong", "?query=%C0%AF", ANY],
    ["%ED%A0%80 surrogate", "?query=%ED%A0%80", ANY],
    ["no = sign", "?query", INVALID("QUERY_INCORRECT_OR_MISSING")],
    ["QUERY upper name", "?QUERY=ator", INVALID("QUERY_INCORRECT_OR_MISSING")],
    ["empty key", "?=x&query=ator", OK],
    ["query twice, first empty", "?query=&query=ator", ANY],
    ["query twice, first valid", "?query=ator&query=", OK],
    ["limit twice", "?query=ator&limit=2&limit=abc", ANY],
    ["__proto__ param", "?query=ator&__proto__=x", OK],
    ["constructor param", "?query=ator&constructor=x", OK],
    ["hasOwnProperty param", "?query=ator&hasOwnProperty=x", OK],
  ] as [string, string, Expect][]) {
    add("search", label, expect, () => call("search", { query: q }));
  }
  // Attributes: the slug in the path.
  for (const [label, s, expect] of [
    ["valid", slug, OK],
    ["missing", "", INVALID("SLUG_INCORRECT_OR_MISSING")],
    ["%20", "%20", INVALID("SLUG_INCORRECT_OR_MISSING")],
    ["unknown", "no-such-drug", { status: 404 }],
    ["upper case", slug.toUpperCase(), ANY],
    ["%00", "%00", ANY],
    ["1 MB", "a".repeat(100_000), ANY],
    ["unicode", "%C3%A9", ANY],
    ["__proto__", "__proto__", { status: 404 }],
    ["constructor", "constructor", { status: 404 }],
    ["toString", "toString", { status: 404 }],
    ["hasOwnProperty", "hasOwnProperty", { status: 404 }],
  ] as [string, string, Expect][]) {
    add("attributes", `slug ${label}`, expect, () => call("attributes", { slug: s }));
  }
  for (const [label, s] of [
    ["__proto__", "__proto__"],
    ["constructor", "constructor"],
    ["toString", "toString"],
    ["valueOf", "valueOf"],
  ]) {
    add("alternatives", `slug ${label}`, { status: 404 }, () => call("alternatives", { query: `?slug=${s}` }));
    add("search", `query ${label}`, ANY, () => call("search", { query: `?query=${s}` }));
    add("chain", `chainCode ${label}`, ANY, () => call("chain", { query: `?zip=${ZIP}&chainCode=${s}` }));
    add("cards", `accessCode ${label}`, OK, () => call("cards", { query: `?accessCode=${s}` }));
  }
  add("attributes", "locale=xx", INVALID("LOCALE_INCORRECT_OR_MISSING"), () =>
    call("attributes", { slug, query: "?locale=xx" }),
  );

  // ----- POST bodies: each field -----
  const memberA = await card();
  const checkBase = {
    memberId: memberA,
    group,
    firstName: "Ana",
    lastName: "Lopez",
    gender: "female",
    dob: "1980-02-29",
    address: { zip: ZIP },
    medication: { ndc: NDC, quantity: 30 },
  };
  const enrollBase = (memberId: string) => ({
    action: "create",
    memberId,
    group,
    firstName: "Ana",
    lastName: "Lopez",
    dob: "1980-02-29",
  });
  const pricingBase = { ndc: NDC, quantity: 30, npis: [NPI] };
  const regionBase = { ndc: NDC, quantity: 30, zip: ZIP };

  const bodyFields: Record<
    string,
    { base: () => Promise<Record<string, unknown>>; fields: Record<string, [string, boolean]> }
  > = {
    check: {
      base: async () => checkBase,
      fields: {
        memberId: ["MEMBER_ID_INCORRECT_OR_MISSING", true],
        group: ["GROUP_INCORRECT_OR_MISSING", true],
        firstName: ["FIRST_NAME_INCORRECT_OR_MISSING", true],
        middleName: ["MIDDLE_NAME_INCORRECT_OR_MISSING", false],
        lastName: ["LAST_NAME_INCORRECT_OR_MISSING", true],
        gender: ["GENDER_INCORRECT_OR_MISSING", true],
        dob: ["DOB_INCORRECT_OR_MISSING", true],
        email: ["EMAIL_INCORRECT_OR_MISSING", false],
        phone: ["PHONE_INCORRECT_OR_MISSING", false],
        address: ["ADDRESS_INCORRECT_OR_MISSING", true],
        "address.line1": ["ADDRESS_INCORRECT_OR_MISSING", false],
        "address.state": ["ADDRESS_STATE_INCORRECT_OR_MISSING", false],
        "address.zip": ["ADDRESS_ZIP_INCORRECT_OR_MISSING", true],
        "address.zipExtension": ["ADDRESS_ZIP_EXT_INCORRECT_OR_MISSING", false],
        prescriber: ["PRESCRIBER_INCORRECT_OR_MISSING", false],
        "prescriber.type": ["PRESCRIBER_TYPE_INCORRECT_OR_MISSING", false],
        "prescriber.id": ["PRESCRIBER_INCORRECT_OR_MISSING", false],
        medication: ["MEDICATION_INCORRECT_OR_MISSING", true],
        "medication.ndc": ["MEDICATION_NDC_INCORRECT_OR_MISSING", true],
        "medication.quantity": ["QUANTITY_INCORRECT_OR_MISSING", true],
        "medication.daysSupply": ["DAYS_SUPPLY_INCORRECT_OR_MISSING", false],
      },
    },
    enrollPerson: {
      base: async () => enrollBase(await card()),
      fields: {
        action: ["ACTION_INCORRECT_OR_MISSING", true],
        active: ["ACTIVE_INCORRECT_OR_MISSING", false],
        memberId: ["MEMBER_ID_INCORRECT_OR_MISSING", true],
        group: ["GROUP_INCORRECT_OR_MISSING", true],
        subId: ["SUB_ID_INCORRECT_OR_MISSING", false],
        firstName: ["FIRST_NAME_INCORRECT_OR_MISSING", true],
        lastName: ["LAST_NAME_INCORRECT_OR_MISSING", true],
        suffix: ["SUFFIX_INCORRECT_OR_MISSING", false],
        gender: ["GENDER_INCORRECT_OR_MISSING", false],
        dob: ["DOB_INCORRECT_OR_MISSING", true],
        email: ["EMAIL_INCORRECT_OR_MISSING", false],
        phone: ["PHONE_INCORRECT_OR_MISSING", false],
        address: ["ADDRESS_INCORRECT_OR_MISSING", false],
        "address.city": ["ADDRESS_INCORRECT_OR_MISSING", false],
        "address.state": ["ADDRESS_STATE_INCORRECT_OR_MISSING", false],
        "address.zip": ["ADDRESS_ZIP_INCORRECT_OR_MISSING", false],
        "address.zipExtension": ["ADDRESS_ZIP_EXT_INCORRECT_OR_MISSING", false],
        startDate: ["START_DATE_INCORRECT_OR_MISSING", false],
        endDate: ["END_DATE_INCORRECT_OR_MISSING", false],
        originDate: ["ORIGIN_DATE_INCORRECT_OR_MISSING", false],
      },
    },
    npiPeople: {
      base: async () => pricingBase,
      fields: {
        ndc: ["NDC_INCORRECT_OR_MISSING", true],
        quantity: ["QUANTITY_INCORRECT_OR_MISSING", true],
        npis: ["NPIS_INCORRECT_OR_MISSING", true],
        daysSupply: ["DAYS_SUPPLY_INCORRECT_OR_MISSING", false],
      },
    },
    regionPeople: {
      base: async () => regionBase,
      fields: {
        ndc: ["NDC_INCORRECT_OR_MISSING", true],
        quantity: ["QUANTITY_INCORRECT_OR_MISSING", true],
        zip: ["ZIP_INCORRECT_OR_MISSING", false],
        daysSupply: ["DAYS_SUPPLY_INCORRECT_OR_MISSING", false],
      },
    },
  };
  // A value that is "no value" (missing, null, blank) is fine for an optional field; free text accepts any text.
  const FREE_TEXT = new Set([
    "firstName",
    "middleName",
    "lastName",
    "suffix",
    "subId",
    "address.line1",
    "address.city",
  ]);
  for (const [endpoint, { base, fields }] of Object.entries(bodyFields)) {
    add(endpoint, "valid", OK, async () => call(endpoint, { body: await base() }));
    for (const [field, [code, isRequired]] of Object.entries(fields)) {
      for (const value of [...COMMON, ...NUMBERS]) {
        const blank = value.absent || value.value === null || (typeof value.value === "string" && !value.value.trim());
        let expect: Expect = INVALID(code);
        if (blank && !isRequired) expect = OK;
        if (blank && isRequired && field === "address" && endpoint === "check") expect = INVALID("ADDRESS_ZIP_INCORRECT_OR_MISSING"); // prettier-ignore
        if (
          FREE_TEXT.has(field.replace(/^/, "")) &&
          typeof value.value === "string" &&
          !/\0|\uD800/.test(value.value) &&
          !blank
        )
          expect = value.value.length > 100 ? INVALID(code) : ANY;
        const numeric = ["quantity", "daysSupply"].some((f) => field.endsWith(f));
        if (numeric && VALID_NUMBER.has(value.label)) expect = value.label.includes("-") || value.label === "0" ? INVALID(code) : ANY; // prettier-ignore
        // An object field sent as a blank string is a wrong type: its own 400.
        if (blank && !isRequired && value.value !== null && !value.absent && ["address", "prescriber", "daysSupply", "medication.daysSupply", "active", "zip"].includes(field)) expect = INVALID(code); // prettier-ignore
        if (field === "active" && value.value === true) expect = OK;
        if (field === "address" && endpoint === "check" && value.value !== undefined && !(typeof value.value === "object" && value.value !== null)) expect = INVALID("ADDRESS_INCORRECT_OR_MISSING"); // prettier-ignore
        // memberId/group: a well-formed value of no card or group is a 7.2 answer (INVALID_CARD_FORMAT, GROUP_NOT_FOUND).
        if (endpoint === "check" && (field === "memberId" || field === "group") && typeof value.value === "string" && !blank && value.value.length <= 40 && !/\0|\uD800/.test(value.value)) expect = ANY; // prettier-ignore
        // prescriber.id without prescriber.type: the type is the one missing.
        if (field === "prescriber.id" && !blank && typeof value.value === "string" && value.value.length <= 40 && !/\0|\uD800/.test(value.value)) expect = INVALID("PRESCRIBER_TYPE_INCORRECT_OR_MISSING"); // prettier-ignore
        // 1 MB: the body is over 64 kB, 413 before it is read.
        if (value.label === "1 MB") expect = { status: 413 };
        if (value.value === "{}" || (typeof value.value === "object" && value.value !== null && !Array.isArray(value.value) && ["address", "prescriber", "medication"].includes(field))) expect = ANY; // prettier-ignore
        add(endpoint, `${field}=${value.label}`, expect, async () =>
          call(endpoint, { body: setPath(await base(), field, value) }),
        );
      }
    }
  }
  // Specific body values.
  const specificBodies: [string, string, () => Promise<unknown>, Expect][] = [
    [
      "check",
      "dob leap day 2023-02-29",
      async () => ({ ...checkBase, dob: "2023-02-29" }),
      INVALID("DOB_INCORRECT_OR_MISSING"),
    ],
    ["check", "dob 1900-01-01", async () => ({ ...checkBase, dob: "1900-01-01" }), ANY],
    ["check", "dob 1899-12-31", async () => ({ ...checkBase, dob: "1899-12-31" }), INVALID("DOB_INCORRECT_OR_MISSING")],
    ["check", "dob future", async () => ({ ...checkBase, dob: "2999-01-01" }), { status: 400 }],
    [
      "check",
      "dob with time",
      async () => ({ ...checkBase, dob: "1980-02-29T00:00:00Z" }),
      INVALID("DOB_INCORRECT_OR_MISSING"),
    ],
    ["check", "dob 1980-2-9", async () => ({ ...checkBase, dob: "1980-2-9" }), INVALID("DOB_INCORRECT_OR_MISSING")],
    ["check", "dob 19800229", async () => ({ ...checkBase, dob: "19800229" }), INVALID("DOB_INCORRECT_OR_MISSING")],
    ["check", "dob 02/29/1980", async () => ({ ...checkBase, dob: "02/29/1980" }), INVALID("DOB_INCORRECT_OR_MISSING")],
    ["check", "gender MALE", async () => ({ ...checkBase, gender: "MALE" }), ANY],
    ["check", "gender M", async () => ({ ...checkBase, gender: "M" }), INVALID("GENDER_INCORRECT_OR_MISSING")],
    // ZIP+4 as USPS writes it is the zip and its extension (field-schemas.ts); with another extension it is the zip's 400.
    ["check", "zip ZIP+4", async () => ({ ...checkBase, address: { zip: `${ZIP}-1234` } }), OK],
    [
      "check",
      "zip ZIP+4 and another zipExtension",
      async () => ({ ...checkBase, address: { zip: `${ZIP}-1234`, zipExtension: "5678" } }),
      INVALID("ADDRESS_ZIP_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "zip 9 digits",
      async () => ({ ...checkBase, address: { zip: `${ZIP}1234` } }),
      INVALID("ADDRESS_ZIP_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "zip 4 digits",
      async () => ({ ...checkBase, address: { zip: "1234" } }),
      INVALID("ADDRESS_ZIP_INCORRECT_OR_MISSING"),
    ],
    ["check", "zip 00000", async () => ({ ...checkBase, address: { zip: "00000" } }), ANY],
    [
      "check",
      "zipExtension 12345",
      async () => ({ ...checkBase, address: { zip: ZIP, zipExtension: "12345" } }),
      INVALID("ADDRESS_ZIP_EXT_INCORRECT_OR_MISSING"),
    ],
    ["check", "state ny", async () => ({ ...checkBase, address: { zip: ZIP, state: "ny" } }), ANY],
    [
      "check",
      "state XX",
      async () => ({ ...checkBase, address: { zip: ZIP, state: "XX" } }),
      INVALID("ADDRESS_STATE_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "state New York",
      async () => ({ ...checkBase, address: { zip: ZIP, state: "New York" } }),
      INVALID("ADDRESS_STATE_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "ndc dashes",
      async () => ({
        ...checkBase,
        medication: { ndc: `${NDC.slice(0, 5)}-${NDC.slice(5, 9)}-${NDC.slice(9)}`, quantity: 30 },
      }),
      INVALID("MEDICATION_NDC_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "ndc 10 digits",
      async () => ({ ...checkBase, medication: { ndc: NDC.slice(1), quantity: 30 } }),
      INVALID("MEDICATION_NDC_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "ndc unknown 11 digits",
      async () => ({ ...checkBase, medication: { ndc: "99999999999", quantity: 30 } }),
      ANY,
    ],
    [
      "check",
      "quantity 0",
      async () => ({ ...checkBase, medication: { ndc: NDC, quantity: 0 } }),
      INVALID("QUANTITY_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "prescriber npi bad checksum",
      async () => ({ ...checkBase, prescriber: { type: "npi", id: "1234567890" } }),
      ANY,
    ],
    [
      "check",
      "prescriber npi 9 digits",
      async () => ({ ...checkBase, prescriber: { type: "npi", id: "123456789" } }),
      { status: 400 },
    ],
    [
      "check",
      "prescriber npi 11 digits",
      async () => ({ ...checkBase, prescriber: { type: "npi", id: "12345678931" } }),
      { status: 400 },
    ],
    [
      "check",
      "prescriber id without type",
      async () => ({ ...checkBase, prescriber: { id: "1234567893" } }),
      INVALID("PRESCRIBER_TYPE_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "prescriber type NPI",
      async () => ({ ...checkBase, prescriber: { type: "NPI", id: "1234567893" } }),
      ANY,
    ],
    ["check", "prescriber dea", async () => ({ ...checkBase, prescriber: { type: "dea", id: "AB1234563" } }), ANY],
    ["check", "prescriber type only", async () => ({ ...checkBase, prescriber: { type: "npi" } }), ANY],
    [
      "check",
      "prescriber array",
      async () => ({ ...checkBase, prescriber: [] }),
      INVALID("PRESCRIBER_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "medication array",
      async () => ({ ...checkBase, medication: [NDC] }),
      INVALID("MEDICATION_INCORRECT_OR_MISSING"),
    ],
    ["check", "email unicode", async () => ({ ...checkBase, email: "añá@example.com" }), ANY],
    ["check", "email no domain", async () => ({ ...checkBase, email: "ana@" }), INVALID("EMAIL_INCORRECT_OR_MISSING")],
    ["check", "phone dashes", async () => ({ ...checkBase, phone: "212-555-1234" }), ANY],
    [
      "check",
      "phone 9 digits",
      async () => ({ ...checkBase, phone: "212555123" }),
      INVALID("PHONE_INCORRECT_OR_MISSING"),
    ],
    ["check", "phone number", async () => ({ ...checkBase, phone: 2125551234 }), ANY],
    [
      "check",
      "phone outside NANP",
      async () => ({ ...checkBase, phone: "+44 20 7946 0958" }),
      INVALID("PHONE_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "phone letters",
      async () => ({ ...checkBase, phone: "1-800-FLOWERS" }),
      INVALID("PHONE_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "memberId number",
      async () => ({ ...checkBase, memberId: 12345 }),
      INVALID("MEMBER_ID_INCORRECT_OR_MISSING"),
    ],
    ["check", "memberId lower", async () => ({ ...checkBase, memberId: memberA.toLowerCase() }), OK],
    ["check", "memberId unknown", async () => ({ ...checkBase, memberId: "RX0000000000" }), ANY],
    ["check", "group lower", async () => ({ ...checkBase, group: group.toLowerCase() }), OK],
    ["check", "group unknown", async () => ({ ...checkBase, group: "ZZZZZZZZ" }), { status: 404 }],
    [
      "check",
      "extra fields",
      async () => ({ ...checkBase, foo: 1, medication: { ...checkBase.medication, bar: [] } }),
      OK,
    ],
    ["check", "__proto__ key", async () => `{"__proto__":{"memberId":"x"},${JSON.stringify(checkBase).slice(1)}`, OK],
    ["check", "__proto__ polluting admin", async () => `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(checkBase).slice(1)}`, OK], // prettier-ignore
    ["check", "duplicate key last wins", async () => `{"memberId":"x",${JSON.stringify(checkBase).slice(1)}`, OK],
    ["check", "invalid JSON", async () => "{memberId:", INVALID("MEMBER_ID_INCORRECT_OR_MISSING")],
    ["check", "JSON array", async () => "[1]", INVALID("MEMBER_ID_INCORRECT_OR_MISSING")],
    ["check", "JSON string", async () => '"x"', INVALID("MEMBER_ID_INCORRECT_OR_MISSING")],
    ["check", "JSON null", async () => "null", INVALID("MEMBER_ID_INCORRECT_OR_MISSING")],
    ["check", "empty body", async () => "", INVALID("MEMBER_ID_INCORRECT_OR_MISSING")],
    ["check", "BOM + JSON", async () => `\uFEFF${JSON.stringify(checkBase)}`, OK],
    [
      "check",
      "deep nesting",
      async () => `${"[".repeat(5000)}${"]".repeat(5000)}`,
      INVALID("MEMBER_ID_INCORRECT_OR_MISSING"),
    ],
    ["check", "70 kB body", async () => JSON.stringify({ ...checkBase, pad: "x".repeat(70_000) }), { status: 413 }],
    [
      "check",
      "daysSupply 0",
      async () => ({ ...checkBase, medication: { ...checkBase.medication, daysSupply: 0 } }),
      INVALID("DAYS_SUPPLY_INCORRECT_OR_MISSING"),
    ],
    [
      "check",
      "daysSupply 365",
      async () => ({ ...checkBase, medication: { ...checkBase.medication, daysSupply: 365 } }),
      OK,
    ],
    [
      "check",
      "daysSupply 30.0",
      async () => ({ ...checkBase, medication: { ...checkBase.medication, daysSupply: 30.0 } }),
      OK,
    ],
    [
      "check",
      'daysSupply "30.0"',
      async () => ({ ...checkBase, medication: { ...checkBase.medication, daysSupply: "30.0" } }),
      ANY,
    ],
    ["check", 'quantity "30"', async () => ({ ...checkBase, medication: { ndc: NDC, quantity: "30" } }), OK],
    ["check", "quantity 0.5", async () => ({ ...checkBase, medication: { ndc: NDC, quantity: 0.5 } }), ANY],
    ["check", "quantity 1e-7", async () => ({ ...checkBase, medication: { ndc: NDC, quantity: 1e-7 } }), ANY],
    [
      "check",
      "quantity 100001",
      async () => ({ ...checkBase, medication: { ndc: NDC, quantity: 100001 } }),
      INVALID("QUANTITY_INCORRECT_OR_MISSING"),
    ],
    [
      "npiPeople",
      "npis 51 distinct",
      async () => ({ ...pricingBase, npis: Array.from({ length: 51 }, (_, i) => String(1000000000 + i)) }),
      OK,
    ],
    [
      "npiPeople",
      "npis 10000",
      async () => ({ ...pricingBase, npis: Array.from({ length: 5000 }, (_, i) => String(1000000000 + i)) }),
      OK,
    ],
    ["npiPeople", "npi bad checksum", async () => ({ ...pricingBase, npis: ["1234567890"] }), OK],
    [
      "npiPeople",
      "npi 9 digits",
      async () => ({ ...pricingBase, npis: ["123456789"] }),
      INVALID("NPIS_INCORRECT_OR_MISSING"),
    ],
    [
      "npiPeople",
      "npi 11 digits",
      async () => ({ ...pricingBase, npis: ["12345678931"] }),
      INVALID("NPIS_INCORRECT_OR_MISSING"),
    ],
    ["npiPeople", "npi as number", async () => ({ ...pricingBase, npis: [Number(NPI)] }), ANY],
    ["npiPeople", "npis a string", async () => ({ ...pricingBase, npis: NPI }), ANY],
    ["npiPeople", "npi repeated", async () => ({ ...pricingBase, npis: [NPI, NPI] }), OK],
    [
      "npiPeople",
      "npi null inside",
      async () => ({ ...pricingBase, npis: [NPI, null] }),
      INVALID("NPIS_INCORRECT_OR_MISSING"),
    ],
    ["npiPeople", "npi with spaces", async () => ({ ...pricingBase, npis: [` ${NPI} `] }), ANY],
    [
      "npiPeople",
      "ndc dashes",
      async () => ({ ...pricingBase, ndc: `${NDC.slice(0, 5)}-${NDC.slice(5, 9)}-${NDC.slice(9)}` }),
      INVALID("NDC_INCORRECT_OR_MISSING"),
    ],
    [
      "npiPeople",
      "ndc 10 digits",
      async () => ({ ...pricingBase, ndc: NDC.slice(1) }),
      INVALID("NDC_INCORRECT_OR_MISSING"),
    ],
    ["npiPeople", "ndc unknown", async () => ({ ...pricingBase, ndc: "99999999999" }), { status: 404 }],
    ["npiPeople", "ndc 00000000000", async () => ({ ...pricingBase, ndc: "00000000000" }), { status: 404 }],
    ["npiPeople", "ndc as number", async () => ({ ...pricingBase, ndc: Number(NDC) }), ANY],
    ["npiPeople", "quantity 0.5 of EA", async () => ({ ...pricingBase, quantity: 0.5 }), { status: 404 }],
    ["npiPeople", "quantity 30.0000001", async () => ({ ...pricingBase, quantity: 30.0000001 }), ANY],
    ["npiPeople", "quantity 100000", async () => ({ ...pricingBase, quantity: 100000 }), ANY],
    ["npiPeople", "quantity 1e-300", async () => ({ ...pricingBase, quantity: 1e-300 }), ANY],
    ["npiPeople", "quantity 5e-324", async () => ({ ...pricingBase, quantity: 5e-324 }), ANY],
    ["npiPeople", 'quantity "0.0000000000001"', async () => ({ ...pricingBase, quantity: "0.000000000000001" }), ANY],
    [
      "npiPeople",
      "daysSupply 30.5",
      async () => ({ ...pricingBase, daysSupply: 30.5 }),
      INVALID("DAYS_SUPPLY_INCORRECT_OR_MISSING"),
    ],
    ["npiPeople", "extra", async () => ({ ...pricingBase, sort: true, zip: "x" }), OK],
    [
      "regionPeople",
      "zip ZIP+4",
      async () => ({ ...regionBase, zip: `${ZIP}-1234` }),
      INVALID("ZIP_INCORRECT_OR_MISSING"),
    ],
    ["regionPeople", "zip 4 digits", async () => ({ ...regionBase, zip: "1234" }), INVALID("ZIP_INCORRECT_OR_MISSING")],
    ["regionPeople", "zip 00000", async () => ({ ...regionBase, zip: "00000" }), OK],
    ["regionPeople", "zip 99999", async () => ({ ...regionBase, zip: "99999" }), OK],
    ["regionPeople", "zip number", async () => ({ ...regionBase, zip: Number(ZIP) }), ANY],
    ["regionPeople", "zip number leading zero", async () => ({ ...regionBase, zip: 7030 }), ANY],
    ["regionPeople", "ndc unknown", async () => ({ ...regionBase, ndc: "99999999999" }), { status: 404 }],
  ];
  for (const [endpoint, label, body, expect] of specificBodies) {
    add(endpoint, label, expect, async () => call(endpoint, { body: await body() }));
  }
  for (const [label, query, expect] of [
    ["sort=true", "?sort=true", OK],
    ["sort=TRUE", "?sort=TRUE", OK],
    ["sort=1", "?sort=1", INVALID("SORT_INCORRECT_OR_MISSING")],
    ["sort=", "?sort=", INVALID("SORT_INCORRECT_OR_MISSING")],
    ["sort=yes", "?sort=yes", INVALID("SORT_INCORRECT_OR_MISSING")],
    ["sort twice", "?sort=true&sort=false", OK],
    ["accessCode 1 MB", `?accessCode=${"a".repeat(10_000)}`, OK],
  ] as [string, string, Expect][]) {
    add("npiPeople", label, expect, () => call("npiPeople", { query, body: pricingBase }));
  }
  for (const [label, query, expect] of [
    ["limit=1", "?limit=1", OK],
    ["limit=0", "?limit=0", INVALID("LIMIT_INCORRECT_OR_MISSING")],
    ["limit=11", "?limit=11", INVALID("LIMIT_INCORRECT_OR_MISSING")],
    ["limit=", "?limit=", INVALID("LIMIT_INCORRECT_OR_MISSING")],
    ["limit=1e1", "?limit=1e1", INVALID("LIMIT_INCORRECT_OR_MISSING")],
    ["limit=05", "?limit=05", ANY],
    ["index=-1", "?index=-1", INVALID("INDEX_INCORRECT_OR_MISSING")],
    ["index=", "?index=", INVALID("INDEX_INCORRECT_OR_MISSING")],
    ["index=1.5", "?index=1.5", INVALID("INDEX_INCORRECT_OR_MISSING")],
    ["index=999999", "?index=999999", OK],
    ["index=abc", "?index=abc", INVALID("INDEX_INCORRECT_OR_MISSING")],
  ] as [string, string, Expect][]) {
    add("regionPeople", label, expect, () => call("regionPeople", { query, body: regionBase }));
  }
  // Content types: the body is read as JSON whatever the declared type.
  for (const type of [
    "text/plain",
    "application/x-www-form-urlencoded",
    "",
    "application/json; charset=latin1",
    "multipart/form-data",
  ]) {
    add("npiPeople", `content-type "${type}"`, OK, () =>
      call("npiPeople", { body: pricingBase, headers: { "content-type": type } }),
    );
  }
  add("npiPeople", "form-encoded body", INVALID("NDC_INCORRECT_OR_MISSING"), () =>
    call("npiPeople", {
      body: `ndc=${NDC}&quantity=30&npis=${NPI}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  );

  // ----- keys -----
  const noSearch = await createAccount({ name: "sweep no search", endpoints: ["pricing"], cardTypes: ["people"] });
  const disabled = await createAccount({ name: "sweep disabled" });
  await db.account.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
  for (const endpoint of Object.keys(ROUTES)) {
    const body = endpoint.startsWith("region") ? regionBase : endpoint.startsWith("npi") ? pricingBase : checkBase;
    const query = endpoint === "search" ? "?query=ator" : endpoint === "chain" ? `?zip=${ZIP}&chainCode=CVS` : "";
    const slugOf = endpoint === "attributes" ? slug : undefined;
    for (const [label, headers] of [
      ["no key", { "x-api-key": "" }],
      ["unknown key", { "x-api-key": "nope" }],
      ["1 MB key", { "x-api-key": "k".repeat(100_000) }],
      ["key with spaces", { "x-api-key": ` ${apiKey} ` }],
      ["X-API-KEY header", { "X-API-KEY": apiKey }],
      ["disabled account", { "x-api-key": disabled.apiKey }],
      ["account without the endpoint", { "x-api-key": noSearch.apiKey }],
    ] as [string, Record<string, string>][]) {
      const allowed =
        label === "X-API-KEY header" ||
        label === "key with spaces" ||
        (label === "account without the endpoint" && ["npiPeople", "regionPeople"].includes(endpoint));
      add(endpoint, `key: ${label}`, allowed ? ANY : { status: 403 }, () =>
        call(endpoint, { query, body, slug: slugOf, headers }),
      );
    }
  }

  // ----- a person's text: encodings, names without a letter -----
  const latin1 = async (fields: object) =>
    Buffer.from(JSON.stringify({ ...enrollBase(await card()), ...fields }), "latin1");
  add(
    "enrollPerson",
    "Latin-1 body, charset named",
    OK,
    async () =>
    call("enrollPerson", { body: await latin1({ firstName: "José" }), headers: { "content-type": "application/json; charset=iso-8859-1" } }), // prettier-ignore
  );
  add("enrollPerson", "Latin-1 body, no charset", INVALID("FIRST_NAME_INCORRECT_OR_MISSING"), async () =>
    call("enrollPerson", { body: await latin1({ firstName: "José" }) }),
  );
  add("enrollPerson", "Latin-1 address, no charset", INVALID("ADDRESS_INCORRECT_OR_MISSING"), async () =>
    call("enrollPerson", { body: await latin1({ address: { line1: "Año 5" } }) }),
  );
  add("search", "query %FF", INVALID("QUERY_INCORRECT_OR_MISSING"), () => call("search", { query: "?query=%FF" }));
  for (const name of [".", "-", "123", "\u200b", "'"]) {
    add("enrollPerson", `firstName ${JSON.stringify(name)}`, INVALID("FIRST_NAME_INCORRECT_OR_MISSING"), async () =>
      call("enrollPerson", { body: { ...enrollBase(await card()), firstName: name } }),
    );
    add("check", `lastName ${JSON.stringify(name)}`, INVALID("LAST_NAME_INCORRECT_OR_MISSING"), async () =>
      call("check", { body: { ...checkBase, lastName: name } }),
    );
  }

  // A client's floating point: 0.1 * 3 * 100 tablets.
  const noisy = 0.1 * 3 * 100; // 30.000000000000004
  add("npiPeople", `quantity ${noisy}`, { status: 200 }, () =>
    call("npiPeople", { body: { ...pricingBase, quantity: noisy } }),
  );
  add("regionPeople", `quantity ${noisy}`, { status: 200 }, () =>
    call("regionPeople", { body: { ...regionBase, quantity: noisy } }),
  );
  add("npiPeople", "quantity 0.0004", INVALID("QUANTITY_INCORRECT_OR_MISSING"), () =>
    call("npiPeople", { body: { ...pricingBase, quantity: 0.0004 } }),
  );
  add("check", `quantity ${noisy}`, OK, () => call("check", { body: { ...checkBase, medication: { ndc: NDC, quantity: noisy } } })); // prettier-ignore
  // A person's enrollment keeps its names and dob (spec 4.7), whichever endpoint updates it.
  for (const [field, code] of [
    ["firstName", "FIRST_NAME"],
    ["lastName", "LAST_NAME"],
    ["dob", "DOB"],
  ] as const) {
    add("enrollCard", `update clears a person's ${field}`, INVALID(`${code}_INCORRECT_OR_MISSING`), async () => {
      const memberId = await card();
      await call("enrollPerson", { body: enrollBase(memberId) });
      return call("enrollCard", { body: { action: "update", memberId, group, [field]: "" } });
    });
  }

  // ----- enrolled, then checked: the answer a pharmacist gets for what the client sends -----
  const enrolled = await card();
  const enrolledCheck = {
    ...checkBase,
    memberId: enrolled,
    firstName: "José",
    lastName: "Muñoz-Díaz",
    dob: "1980-02-29",
  };
  await call("enrollPerson", { body: { ...enrollBase(enrolled), firstName: "José", lastName: "Muñoz-Díaz" } });
  const checked = (label: string, body: object, expect: Expect, eligible?: boolean) =>
    add("check", `enrolled: ${label}`, expect, async () => {
      const a = await call("check", { body });
      if (eligible !== undefined && a.status === 200 && a.body.eligible !== eligible)
        return { ...a, status: 599, text: `eligible ${String(a.body.eligible)}, expected ${eligible}` };
      return a;
    });
  checked("as enrolled", enrolledCheck, OK, true);
  checked("names in capitals, no accents", { ...enrolledCheck, firstName: "JOSE", lastName: "MUNOZ DIAZ" }, OK, true);
  checked("names decomposed (NFD)", { ...enrolledCheck, firstName: "José".normalize("NFD") }, OK, true);
  checked("memberId in lower case, spaces", { ...enrolledCheck, memberId: ` ${enrolled.toLowerCase()} ` }, OK, true);
  checked("another first name", { ...enrolledCheck, firstName: "Ana" }, { status: 404, errorCode: undefined });
  checked("another dob", { ...enrolledCheck, dob: "1980-03-01" }, { status: 404 });
  const ended = await card();
  await call("enrollPerson", { body: { ...enrollBase(ended), startDate: "2020-02-29", endDate: "2024-02-29" } });
  checked("coverage ended", { ...checkBase, memberId: ended }, OK, false);
  const future = await card();
  await call("enrollPerson", { body: { ...enrollBase(future), startDate: "2999-01-01" } });
  checked("coverage not started", { ...checkBase, memberId: future }, OK, false);
  const off = await card();
  await call("enrollPerson", { body: { ...enrollBase(off), active: false } });
  checked("inactive", { ...checkBase, memberId: off }, { status: 404 });
  for (const [label, fields, expect] of [
    [
      "endDate before startDate",
      { startDate: "2025-01-02", endDate: "2025-01-01" },
      INVALID("END_DATE_INCORRECT_OR_MISSING"),
    ],
    ["endDate = startDate", { startDate: "2025-01-01", endDate: "2025-01-01" }, OK],
    ["startDate 2025-02-29", { startDate: "2025-02-29" }, INVALID("START_DATE_INCORRECT_OR_MISSING")],
    ["originDate 1900-01-01", { originDate: "1900-01-01" }, OK],
    ["dob in the future", { dob: "2999-01-01" }, INVALID("DOB_INCORRECT_OR_MISSING")],
    ["action CREATE", { action: "CREATE" }, OK],
    ["action upsert", { action: "upsert" }, INVALID("ACTION_INCORRECT_OR_MISSING")],
    ['active "false"', { active: "false" }, OK],
    ["active 0", { active: 0 }, INVALID("ACTIVE_INCORRECT_OR_MISSING")],
    ["gender FEMALE", { gender: "FEMALE" }, OK],
    ["group of another account", { group: "H0000000" }, INVALID("GROUP_INCORRECT_OR_MISSING")],
  ] as [string, object, Expect][]) {
    add("enrollPerson", label, expect, async () =>
      call("enrollPerson", { body: { ...enrollBase(await card()), ...fields } }),
    );
  }
  add("enrollPerson", "update of a member not enrolled", { status: 404, errorCode: "MEMBER_NOT_FOUND" }, async () =>
    call("enrollPerson", { body: { ...enrollBase(await card()), action: "update" } }),
  );
  add("enrollPerson", "create twice", { status: 400, errorCode: "ENROLLMENT_ALREADY_EXISTS" }, async () => {
    const body = enrollBase(await card());
    await call("enrollPerson", { body });
    return call("enrollPerson", { body });
  });

  // ----- run -----
  const faults: string[] = [];
  const byClass = new Map<string, number>();
  const fault = (cls: string, text: string) => {
    faults.push(`[${cls}] ${text}`);
    byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
  };
  // The log lines written while the cases run, kept here (not printed) to be searched.
  const logged: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString();
      if (text.startsWith('{"time"')) {
        logged.push(text);
        return true;
      }
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }
  const timings: [number, string][] = [];
  for (const c of cases) {
    let a: Answer;
    try {
      a = await c.send();
    } catch (error) {
      fault("threw", `${c.endpoint} ${c.label}: ${String(error).slice(0, 200)}`);
      continue;
    }
    const where = `${c.endpoint} ${c.label}`;
    const got = `${a.status} ${String(a.body.errorCode ?? a.body.code ?? "")}`.trim();
    if (SHOW_ALL)
      console.log(`${where.padEnd(60)} ${got} ${a.status >= 400 ? String(a.body.message).slice(0, 60) : ""}`);
    if (a.status >= 500 && a.status !== 503) fault("500", `${where}: ${a.text.slice(0, 160)}`);
    if (a.ms > SLOW_MS) fault("slow", `${where}: ${Math.round(a.ms)} ms`);
    timings.push([a.ms, where]);
    if (a.status === 200) {
      const parsed = CONTRACTS[c.endpoint]!.response.safeParse(a.body);
      if (!parsed.success) fault("schema", `${where}: ${JSON.stringify(parsed.error.issues[0]).slice(0, 200)}`);
    }
    if (typeof a.body.id !== "string") fault("shape", `${where}: no id`);
    if (!SPEC_STATUS[c.endpoint]!.includes(a.status) && !DOCUMENTED_EXTRA.includes(a.status))
      fault("status", `${where}: status ${a.status} not listed`);
    if (a.status >= 400 && (a.body.statusCode !== a.status || typeof a.body.message !== "string"))
      fault("shape", `${where}: error body ${a.text.slice(0, 120)}`);
    const e = c.expect;
    if ("ok" in e && a.status !== 200 && a.status !== 404) fault("refused", `${where}: expected 200, got ${got}`);
    if ("errorCode" in e && !("status" in e) && (a.status !== 400 || a.body.errorCode !== e.errorCode))
      fault("errorCode", `${where}: expected 400 ${e.errorCode}, got ${got}`);
    if ("status" in e && (a.status !== e.status || (e.errorCode && a.body.errorCode !== e.errorCode)))
      fault("status", `${where}: expected ${e.status} ${e.errorCode ?? ""}, got ${got}`);
  }

  // ----- races: N parallel writes of one member -----
  const N = 12;
  const raced = await card();
  const creates = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      call("enrollPerson", { body: { ...enrollBase(raced), firstName: `Racer${i}` } }),
    ),
  );
  const created = creates.filter((a) => a.status === 200).length;
  const exists = creates.filter((a) => a.status === 400 && a.body.errorCode === "ENROLLMENT_ALREADY_EXISTS").length;
  if (created !== 1 || exists !== N - 1) fault("race", `create x${N}: ${created} created, ${exists} already exists, others ${creates.map((a) => a.status).join(",")}`); // prettier-ignore
  const updates = await Promise.all(
    Array.from(
      { length: N },
      (_, i) =>
      call("enrollPerson", { body: { ...enrollBase(raced), action: "update", firstName: `Upd${i}`, lastName: `Upd${i}`, active: i % 2 === 0 } }), // prettier-ignore
    ),
  );
  if (updates.some((a) => a.status !== 200)) fault("race", `update x${N}: ${updates.map((a) => a.status).join(",")}`);
  const last = await call("enrollCard", { body: { action: "update", memberId: raced, group } }); // changes nothing
  const name = String(last.body.firstName);
  if (name !== last.body.lastName || last.body.active !== (Number(name.slice(3)) % 2 === 0))
    fault("race", `update x${N}: final record mixes writes: ${JSON.stringify(last.body)}`);
  const mixed = await card();
  const mixes = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      call("enrollCard", { body: { action: i % 2 ? "update" : "create", memberId: mixed, group, firstName: `M${i}` } }),
    ),
  );
  const rows = await db.enrollment.count({ where: { group, memberId: mixed } });
  if (rows !== 1 || mixes.some((a) => a.status >= 500)) fault("race", `create/update mix: ${rows} rows, ${mixes.map((a) => a.status).join(",")}`); // prettier-ignore

  // What a log must never hold: the key, a patient's name, dob or card number, a query string.
  const secrets = [apiKey, memberA, enrolled, "Lopez", "Muñoz", "José", "1980-02-29", "?query=", "?zip=", "?slug="];
  for (const secret of secrets) {
    const line = logged.find((l) => l.includes(secret));
    if (line) fault("log", `${secret.slice(0, 12)}… in ${line.slice(0, 160)}`);
  }
  if (logged.length === 0) console.log("logs not checked: nothing was logged (LOG_LEVEL=silent?)");

  console.log(
    `\n${cases.length} cases + 3 races (${N} parallel each); ${faults.length} faults; ${logged.length} log lines searched`,
  );
  const slowest = timings.sort((a, b) => b[0] - a[0]).slice(0, 5);
  console.log(`slowest: ${slowest.map(([ms, where]) => `${where.slice(0, 50)} ${Math.round(ms)} ms`).join("; ")}`);
  for (const [cls, n] of byClass) console.log(`  ${cls}: ${n}`);
  for (const f of faults) console.log(f);
  await db.$disconnect();
}

await main();
