// The API reference's introduction: the choices this service makes where the specification is silent.
export const API_GUIDE = `
Every request carries the account's key in the \`x-api-key\` header (any case) and, for POST, \`Content-Type: application/json\`.
Every response, success or error, carries a unique \`id\`, also sent as the \`x-request-id\` header.

**Errors.** \`{ id, statusCode, message, errorCode?, code? }\`. A missing, unknown or revoked key, or an endpoint or card type
the account is not enabled for, is 403 with the endpoint's "Lack of permissions ..." message; the key is checked before
any parameter. A new key works at once; a revoked key or a disabled account is refused within one second. A parameter that fails validation is 400 "Incorrect or missing required parameters." with the
\`errorCode\` of the first offending field, in the order of the specification's tables (path, then query, then body).
A POST body is read as JSON whatever its \`Content-Type\` (partners' clients in use send none, or text/plain); a body
that is not a JSON object (malformed JSON, an array, a form) is read as an empty object, so the answer names the first
required field.
Text with a lone UTF-16 surrogate (\`"\\ud800"\`) or a NUL character is invalid in every field: that field's 400, never stored.

**Limits.** A request body over 64 kB (65,536 bytes; the largest legitimate request is about 2 kB) is 413 "Request body
larger than 65536 bytes." before any of it is parsed; JSON nested deeper than 16 levels is read as an empty object. An
account may carry a request rate per key (\`rateLimit: { requestsPerSecond, burst }\` in its settings; none by default):
above it the answer is 429 with \`Retry-After\` (seconds). The rate holds across all of the service's servers together,
and every answer to a key with a rate carries \`RateLimit-Limit\` (its burst), \`RateLimit-Remaining\` and
\`RateLimit-Reset\` (seconds until the burst is whole again), the IETF draft's headers. Updates of one member that arrive together are applied in order and written together (512
at once all succeed, each its own version); one that cannot be written within 10 seconds is 503 "Too many concurrent updates of this member. Retry
shortly." with \`Retry-After: 1\`. 413, 429 and 503 carry no \`errorCode\`.

**Idempotency-Key.** The POSTs that write (enrollment card and person, and the eligibility check) take an optional
\`Idempotency-Key\` header (1-255 visible ASCII characters, e.g. a UUID): the same request with the same key within 24
hours is answered with the first answer (\`Idempotent-Replayed: true\`) and runs once, even when copies race through
different servers; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409
IDEMPOTENCY_KEY_IN_USE with \`Retry-After: 1\`; a malformed key is 400 IDEMPOTENCY_KEY_INCORRECT_OR_MISSING. Answers
429, 500 and 503 are not kept. Without the header nothing changes.

**Tenants.** No answer depends on what another partner asked: pricing answers are cached per account (\`metadata.cache\`
is true only for a repeat of the caller's own request), and another partner's group is GROUP_NOT_FOUND, like a group
that exists nowhere.

**URLs.** Every path answers with and without a trailing slash (\`/search/v1/?query=\` and \`/search/v1?query=\`), with no redirect.
Every endpoint also answers under the \`/api\` base path that partners' clients use: \`/api/pricing/v1/region/people\` is
\`/pricing/v1/region/people\`, with the same behaviour and errors (one alias, \`/api/<area>/v1/...\`, for every endpoint).
Whatever the path and method, the answer is JSON in the error shape above, with an \`id\`, never HTML, a redirect or an
empty body:
- an unknown path under an API area (\`/search\`, \`/eligibility\`, \`/membership\`, \`/pricing\`, \`/pharmacies\`) or under \`/api\`: 404 "Not found.";
- a method the path does not take: 405 with an \`Allow\` header (\`GET, HEAD\` or \`POST\`). HEAD is answered wherever GET is (headers only, as HTTP has it);
OPTIONS is 405 (the API serves no browser cross-origin calls); TRACE, TRACK and CONNECT are 405 on every path;
- a malformed path (\`//\`, a backslash, a \`.\` or \`..\` segment, also percent-encoded, or bad percent-encoding): 400 "Malformed request path.";
- a request line and headers over 16 KB (Node's limit): 414 when the request line is the long part (a long query string),
else 431; a request that is not HTTP: 400.

**Partners' clients in use.** Public code that calls the real program's API, found by searching public repositories
for its paths, hosts and field names, and what each sends:
- github.com/mmartin3/mostrx (\`routes/coupons.js\`): \`POST /api/pricing/v1/region/people?limit=10&index=0&accessCode=www.google.com\`
with only the \`x-api-key\` header (no \`Content-Type\`; node's https.request sends the body chunked) and the body
\`{"ndc":"...","quantity":"30","zip":"..."}\`: quantity a JSON string (for a bottle, the leading digits of its dosage).
It reads \`pharmacies[].name\`, \`.code\` and \`.price.discounted\`. Served as sent: the \`/api\` alias, the body read
without a content type and the decimal-string quantity (the e2e suite replays it byte for byte).
- A Python price-comparison scraper names \`https://services.insiderx.com/pricing/v1/npi/people\` but builds no request to it.
- Several price-comparison jobs (Node and Java) call the program's website rather than this API:
\`POST https://insiderx.com/request/pharmacies\` with \`{ ndc, latitude, longitude, quantity, referrer, site_identity }\`
and browser cookies and a CSRF token, \`GET /request/medications/search?query=&limit=8&locale=en-US\` and
\`GET /request/medication/<slug>/details\`. These are not endpoints of the specification and are not served.

**TypeScript client.** \`clients/typescript\` holds a typed client: the types are generated from this document by
openapi-typescript (\`npm run client:generate\`; \`npm run client:check\` and the unit tests fail when they differ from it),
the calls made by openapi-fetch. Paths, parameters, bodies and each status's answer are typed:

\`\`\`ts
import { createRxCardClient } from "./clients/typescript";
const api = createRxCardClient({ baseUrl: "https://api.example.com", apiKey: "<the key your operator issued>" });
const { data, error } = await api.POST("/pricing/v1/region/people", { body: { ndc: "00378180010", quantity: 30, zip: "10001" } });
if (error) throw new Error(\`\${error.statusCode} \${error.errorCode ?? error.message}\`);
for (const chain of data.pharmacies) console.log(chain.name, chain.price.discounted);
\`\`\`
The document passes Redocly CLI's recommended rules (\`npm run lint:openapi\`, run by CI).

**Parameters.** Every numeric field (\`quantity\`, \`daysSupply\`, \`limit\`, \`index\`, \`lat\`, \`lng\`) is a JSON number or a
string that is exactly a decimal number (\`30\`, \`"30"\`, \`"2.5"\`, \`"-73.99"\`), then held to the field's own rules;
nothing looser (\`"30 tablets"\`, \`"0x1E"\`, \`"3e1"\`, \`"+30"\`, \`" 30"\`, \`""\` are invalid). Booleans (\`sort\`, \`active\`) are
\`true\`/\`false\` or the strings \`"true"\`/\`"false"\`, letter case ignored. \`limit\` is an integer 1-10 (\`0\`, \`11\`, \`2.5\`, \`abc\`
are invalid); \`index\` a non-negative integer; \`locale\` is \`en-US\` or \`es-US\`, letter case ignored. An optional
body field sent as JSON \`null\` is the field left out, on every endpoint (pricing's \`zip\` and \`daysSupply\` as
eligibility's and enrollment's fields): clients that write every property of their request type send it so. A query
parameter sent more than once is read from its first value (\`?limit=2&limit=5\` is 2); parameters an endpoint does not
list, and body members it does not list, are ignored.

**Membership.** Each call issues a new member id: the card configuration's prefix, random digits and a Luhn check digit.
\`accessCode\` selects a co-brand of the account, whose cards carry the co-brand's own group (and \`configId\`); a code
that names no co-brand of the account, whatever its length or characters (a referrer URL, say), issues the account's
own card (the membership endpoints answer only 200, 403 and 500 in the specification, so an unknown code is not an
error). Only \`locale\` can make them 400 (LOCALE_INCORRECT_OR_MISSING).

**Search.** Type-ahead over brand and generic names, and over the other names patients use (the generic of a
brand-only drug: apixaban finds Eliquis; US names and abbreviations: alendronate, HCTZ, APAP; brands sold here as the
generic: Keflex finds cephalexin; veterinary trade names of human drugs: Clavamox finds amoxicillin / clavulanate), from
an in-memory index rebuilt when the catalog is imported. Ranking: exact name, then names starting with the query, then
names with a later word starting with it, then names containing it (3+ letters); inside a tier, a medication's own name
before another name of it, a single drug before its combinations, then the more widely dispensed (the number of NDCs
marketed for it). Typos are tolerated (one in 4-6 letters, two in 7+, first letter kept) only when nothing matches as
typed and the query is not, nor begins, the name of another drug: a drug the catalog does not sell (Cerebyx, Rimadyl)
answers 404, never a neighbour sharing its letters. A trailing strength, unit or form ("atorvastatin 20", "lisinopril
10 mg", "amoxicillin 500 capsule") searches the name and, in each result that has such a dose, lists that dose first
and makes it \`defaultDose\` (the fields are the specification's; only their order and the default change): the
default dose when it fits, else the fitting dose pharmacies dispense most ("amoxicillin suspension": 400 mg/5 mL);
"sr" and "xl" name the 12- and 24-hour releases; "tablet" is not an orally disintegrating or chewable tablet where a
plain one is sold. A trade name the FDA Orange Book gives to some routes only does the same with a dose of those routes
("flovent": fluticasone propionate's inhaler, not its nasal spray). 404
answers carry \`errorCode\` MEDICATION_NOT_FOUND (the search 404 also carries \`results: []\`). \`popular\` counts, over the last 30 days and across all partners, the best
match of each search of the query endpoint (searches that matched nothing are not counted); an empty history gives an
empty list. \`alternatives\` lists every version sharing the medication's generic, the medication itself included: the
generic first, then brands by name. Each dose's \`value\` is the NDC11 with the longest NADAC price history among the
strength and form's current NDCs (ties: lowest cost); \`defaultDose\` is the strength and form pharmacies dispense
most (Medicaid State Drug Utilization Data prescriptions; a tablet or capsule within 80% of it first; an injection
filled one shot at a time, a clinic's, after any dose taken home), else a tablet or capsule, then the dose whose NDCs
carry the most NADAC price points; \`baseValue\` is the number of pricing units (EA, mL, g) in one unit of the
quantity, so a custom count N prices N x baseValue. Tablet and capsule quantities are a 30- and a 90-day supply at the
dosing frequency Medicare Part D's units per claim imply (daily 30/90, twice daily 60/180, weekly 4/12, monthly 1/3;
an antibiotic course such as azithromycin's 6 x 250 mg, the same total at another strength: 3 x 500 mg),
\`defaultQuantity\` always one of them; an oral contraceptive is a \`doseForm\` "pack" dose counted by the pack
(\`baseValue\` its tablets: 1 or 3 packs of 28). Metered-dose inhalers, insulin and GLP-1 pens and insulin vials whose
package the FDA label states are counted by that package, 1, 2 or 3 of them: a canister (\`baseValue\` its grams:
Ventolin HFA 18, ProAir HFA 8.5), a carton of pens (Lantus 5 x 3 mL: 15 mL; Toujeo 3 x 1.5 mL; Humalog U-200 2 x 3 mL;
Mounjaro and Trulicity 4 pens) or a vial (10 mL; Humulin R U-500 20 mL). Other insulin pens are counted by the box of
five and vials by the 10 mL vial, other pens and syringes by the device (Humira 2), other inhalers priced per gram by
the grams Part D bills per claim; the default is the count nearest Part D's usual fill. See the seed README for every
form's rule; \`program\` is false for every dose (no public source gives program
membership). With \`locale=es-US\` dose, form, unit and quantity labels are Spanish; drug names stay as they are.

**Eligibility check.** The date of service is the day of the request in America/New_York. The account's \`eligibility\`
settings choose the rules. The checks run in this order, and the first one that fails gives the answer: invalid before ineligible.
1. Parameters, in the order of the spec's table: 400, \`code\` INCORRECT_OR_MISSING_PARAMS and the field's \`errorCode\`.
\`gender\` and \`address.zip\` are required, and a missing \`address\` is ADDRESS_ZIP_INCORRECT_OR_MISSING. A well-formed NDC
that the catalog does not hold is MEDICATION_NDC_INCORRECT_OR_MISSING: to the client it is the same as a mistyped one.
A prescriber id of the wrong format is PRESCRIBER_INCORRECT_OR_MISSING: npi is 10 digits, state (whose format "varies
by state") is 3-25 characters, runs of letters and digits joined by single separators (\`036-123456\`, \`35.012345\`,
\`PHY 50485\`), dea is the spec's letter + 8 digits or a real 2 letters + 7 digits, each optionally with "-" and a 5-character suffix.
2. Prescriber: MISSING_PRESCRIBER_ID when the account requires a prescriber and there is no id. PRESCRIBER_NOT_FOUND_OR_INVALID
when the check digit fails (NPI: Luhn over 80840; 2-letter DEA numbers: the DEA digit). The spec's letter + 8 digits form
and state licenses carry no check digit, so no check digit is verified for them.
3. Dates: INVALID_DATE_OF_BIRTH for a dob later than today everywhere on Earth (UTC+14). INVALID_DATE_OF_SERVICE for a dob
that is already today somewhere but later than the date of service.
4. Group: GROUP_NOT_FOUND (404) when the group is not one of the account's (whether another account has it is not told).
GROUP_INVALID (404, "Resubmit under <group_number>") when the group is the account's but not the one the card was issued
or enrolled under. The message names the card's group,
or else the account's own people group.
5. Card: INVALID_CARD_FORMAT when the length does not fit the group's card format. INVALID_CARD_NUMBER when the prefix,
characters or Luhn check digit are wrong, or the number is another account's, or it was never issued (membership
endpoints) nor enrolled under the group.
6. Member: MEMBER_NOT_FOUND (404) when the account requires enrollment (\`requireEnrollment\`, default) and the patient
is not enrolled, and always when the patient's enrollment is inactive. A check carries no subId, so an enrollment is
matched on the person fields it holds: names compared by their letters, without case, accents, spaces or punctuation
(García-López is GARCIA LOPEZ; Groß GROSS, Ødegård ODEGARD, Łukasz LUKASZ as an ASCII keyboard spells them; Müller also
MUELLER, Søren SOEREN as a passport does; a trailing Jr., Sr., II-IV is not part of the last name; a longer name is
also found as a pharmacy claim holds it, its first 12 characters of a first name and 15 of a last: María de los Ángeles
Espinosa de los Monteros is MARIA DE LOS ESPINOSA DE LOS), plus dob. A card
enrollment without person fields covers anyone who presents the card.
7. Ineligible (200, \`eligible: false\`):
   - COVERAGE_NOT_STARTED_FOR_MEMBER and COVERAGE_EXPIRED_FOR_MEMBER: from the enrollment's startDate and endDate, both
inclusive, written YYYY-MM-DD in the message.
   - STATE_EXCLUDED_FROM_COVERAGE: the state is address.state, else the enrollment's state, else the state of the zip.
   - MEMBER_AGE_MORE_THAN_64: 65 or older on the date of service. A Feb 29 birthday counts on Mar 1 in common years.
   - MEMBER_COVERED_BY_FED_INS: from the operator's list.
   - MEMBER_LIMIT_REACHED_FOR_CARD_NO: more distinct people (same name and dob; the enrolled name where the
enrollment found names the person) under one card than the account's limit. A person admitted once keeps their place. This check comes last, so only a patient who would otherwise be
eligible takes a place.

**Enrollment.** A member is group + memberId + subId (an absent subId is ""). The group must be one of the account's
own or co-brand groups, else 400 GROUP_INCORRECT_OR_MISSING. memberId must be a card number of that group's format
(prefix, length and Luhn check digit), else MEMBER_ID_INCORRECT_OR_MISSING. A create of a member who exists is 400
ENROLLMENT_ALREADY_EXISTS ("Enrollment Already Exists. Use update action instead."). Of concurrent creates, exactly one
succeeds. An update of a member who is not enrolled is 404 MEMBER_NOT_FOUND ("Provided member not found."). An update
changes only the fields sent: an empty string or null clears an optional field, and a cleared gender is unknown. A
person's enrollment keeps its firstName, lastName and dob (spec 4.7): an update through either endpoint may change them
but not clear them (FIRST_NAME, LAST_NAME or DOB_INCORRECT_OR_MISSING).
\`active: false\` deactivates and \`active: true\` reactivates, which is how a partner undoes a mistaken deactivation.
gender defaults to unknown. An endDate before the startDate is END_DATE_INCORRECT_OR_MISSING, also when one of the two
dates was stored earlier. The response is the whole stored record.
Field rules for the check and for enrollment:
- Dates are real calendar days written YYYY-MM-DD, from 1900 on (2024-02-30 is invalid), and a dob is not in the future.
- phone is stored as 10 digits (the spec's rule; no numbering-plan check), read from the ways a North American number
  is written: \`(212) 555-1234\`, \`212.555.1234\`, \`+1 212 555 1234\`, \`1-212-555-1234\`; an extension (\`x123\`,
  \`ext. 123\`) is dropped; any Unicode dash (a web page's non-breaking hyphen, an en dash) is a hyphen. A number
  outside the +1 plan is PHONE_INCORRECT_OR_MISSING.
- state is a USPS state code: a US state, DC, a territory, AA/AE/AP (APO, FPO, DPO) or FM/MH/PW.
- address.zip may be ZIP+4 as USPS writes it (\`20500-0003\`, any dash): it is stored as zip \`20500\` and zipExtension
  \`0003\`.
- email may be in any script (RFC 6531: \`josé@example.com\`; an internationalized domain such as \`münchen.de\`).
- Names, addresses and email are stored and echoed as sent (trimmed): letter case, accents and spacing are kept.
- The letters of memberId, group, state, gender, type and action may be in any case.
- firstName and lastName hold at least one letter, in any script ("." or "123" or a lone ʻokina is the field's 400):
  the patient is matched on their letters.
- Text is UTF-8. A body that is not UTF-8 is read in the charset its Content-Type names (\`charset=ISO-8859-1\`,
  \`windows-1252\`); without one, a text field holding bytes that are not UTF-8 (or U+FFFD) is that field's 400, never
  a stored replacement character.
Fields that spec 7.3 gives no code for use SUB_ID_INCORRECT_OR_MISSING, MIDDLE_NAME_INCORRECT_OR_MISSING and
SUFFIX_INCORRECT_OR_MISSING.

**Pricing.** Prices are a documented model over CMS NADAC (the national average acquisition cost), not real contracts:
per chain and card type, a contract price and a usual and customary (UNC) cash price (null at chains that report
none), people and pets on separate terms (a pet's price never below a person's for the same fill and store, a generic's
cash price never below its NADAC cost); money is a string with two decimals. \`discounted\` is what the patient pays
with the card, adjudicated lesser-of: the contract price, or the UNC when that is lower, so \`discounted\` never exceeds
\`unc\` (equal means the card saves nothing there). Cash prices differ by drug and chain, contract prices by chain
(each chain's MAC list); prices are national, the same in every zip. \`quantity\` is the metric
quantity in the NDC's NADAC unit (tablets, mL, g), above 0 and at most 100,000, a whole number for units priced each,
read to the thousandth as a claim carries it (NCPDP Quantity Dispensed: 30.000000000000004 is 30, 0.0004 is none).
\`daysSupply\` is optional, an integer 1-365 (else DAYS_SUPPLY_INCORRECT_OR_MISSING), and changes a price only where a
contract has 84+ day terms. 404: NDC_NOT_FOUND (not in the catalog), NDC_NOT_COVERED (no NADAC price),
QUANTITY_NOT_COVERED (part of a unit priced each). By NPI, the first 50 distinct NPIs are priced in the order sent (a
repeated NPI once) and the rest ignored unread (a malformed NPI past them is no 400); a store prices at its chain's terms varied by at most 4 %, always the same for
one store and NDC. \`failed[].code\`: 1 the NPI is no pharmacy of the network (a wrong check digit included), 4 the
store's chain does not cover the drug (warehouse clubs and specialty brands of $500+ per unit; no pets at Kaiser
Permanente), 2 a retryable failure of one store's price source, 3 any other failure of one store's pricing.
\`sort=true\` (letter case ignored) orders cheapest first by the lower of UNC and discounted, equal prices in request
order; otherwise the request order is kept. \`featured\` is true for a Featured Brand NDC, for people only, when the
account's pricing terms include Featured Brands. \`metadata.cache\` is true when the answer came from the pricing cache (up
to 2,000 answers for 10 minutes, emptied by a data import, keyed by card type, pricing terms, NDC, quantity, daysSupply, sort
and the NPIs or zip): send one request twice to see it. \`accessCode\` is accepted and does not change prices.

**Regions.** A zip's region is a circle around its centroid of 2, 5, 10, 25 or 50 miles, the smallest holding 25
community pharmacies (chains and independents), else 50 miles. Region pricing lists the chains with a store there:
\`count\` is their stores in the region, \`score\` their popularity rank there (1 = most stores; ties by national store
count), the price is the chain's (no store variation); cheapest first by the lower of UNC and discounted, equal prices by
name. Independent pharmacies are not a chain and are never listed. Without a zip, for an unknown zip, or when the region
prices no chain, every chain with a store in the network is listed at its national price, \`count\` and \`score\` null.
Chains that do not cover the drug are left out; \`pagination.size\` counts the chains listed.

**Pharmacies.** \`/pharmacies/v1/chain\` lists a chain's stores in the same region, so \`pagination.size\` is the chain's
\`count\` in region pricing. With \`lat\` and \`lng\` (both or neither, decimal degrees) stores come nearest first and
\`distance\` is in statute miles to 2 decimals; without them, nearest the zip's centroid first, with \`distance\` null.
\`name\` is the store's banner (Duane Reade, Fred Meyer, Jewel-Osco), else its chain's display name, never NPPES's
legal entity; \`phone\` is empty when NPPES has no valid one; \`chainCode\` ignores letter case. Two extra fields, not
in the spec: \`placement\` is "rooftop" when \`geo\` is the store's own point (matched to a public store list by store
number, street, name and city, or the 2022 HHS therapeutic locator's point near its zip) and "zip" when it is the
zip's centroid (an approximate location, good to a few miles); \`openingHours\` is the store's hours as day ranges with
24-hour times ("Mo-Fr 07:00-22:00; Sa 09:00-18:00", "Mo-Su 06:00-midnight", "open 24 hours"; All the Places 2021: store
hours, which the pharmacy counter may keep shorter), null when unknown. Stores of chains that closed every store (Rite
Aid, Kmart), of closed banners (Dominick's, Kerr Drug, Pamida...) and deactivated NPIs are never listed, and one store has
one NPI: the most recently enumerated of the NPIs NPPES keeps at its address. 404: ZIP_NOT_FOUND, CHAIN_CODE_NOT_FOUND (unknown, or INDEPENDENT), CHAIN_NOT_IN_REGION.

**What the network does not cover.** It merges every public NPI source found (NPPES 2025-10, a partial extract; the
NPPES 2026-02 independents; the HHS therapeutic locator of 2022), about 53,700 community pharmacies, not the full NPPES
file's 60,000 or so. Big chains are short where none of these holds their NPIs: about 2,100 CVS stores of about 9,300,
3,100 Walgreens of 8,300, 1,900 Walmart of 4,600, 4 H-E-B of 300, no Rite Aid (closed); Wegmans, H-E-B and Hy-Vee
stores that only the locator lists carry no NPI there and are absent. A store a public store list knows without an NPI
is never listed (every store needs a real NPI). About 13,000 independents known only from NPPES 2026-02 have an empty
\`address.street\` (that file lists none) and most stand on their zip's centroid; a 2022-only chain store is listed
only when a store list confirms it (prisma/seed/NETWORK.md). Per-chain and per-metro counts are in prisma/seed/NETWORK.md;
\`npm run import -- network FILE\` with a full NPPES monthly file fills the gaps.
`.trim();
