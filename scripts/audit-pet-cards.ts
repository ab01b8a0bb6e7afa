// DATABASE_URL=file:./data/pet-cards.db npx tsx scripts/audit-pet-cards.ts   (a fresh, migrated database)
// Membership cards for pets, over every combination an account can have, through the route handlers the API
// serves (no server): card types people / pets / both, a co-brand with its own pets PCN, accessCode absent, the
// co-brand's, unknown. Checks the spec's rules: the combined endpoint returns one card per enabled type with `type`,
// the single endpoints the top-level shape without it and 403 when the type is not enabled, pets cards carry the
// pets BIN/PCN, a V group and PT member ids with a Luhn check digit, and a pets card never passes an eligibility check
// under the people group (nor a people card under the pets group: spec rule 3).
import { NextRequest } from "next/server";
import { createAccount } from "../lib/accounts/create-account";
import { CARD_DEFAULTS } from "../lib/accounts/schemas";
import { isMemberIdFormat } from "../lib/membership/member-id";
import { verifyCard } from "../lib/eligibility/verify-card";
import { GET as combined } from "../app/membership/v1/json/route";
import { GET as people } from "../app/membership/v1/json/people/route";
import { GET as pets } from "../app/membership/v1/json/pets/route";

type Card = { type?: string; memberId: string; group: string; bin: string; pcn: string; configId: string };
const routes = {
  "/membership/v1/json": combined,
  "/membership/v1/json/people": people,
  "/membership/v1/json/pets": pets,
};
const problems: string[] = [];
let calls = 0;
let verified = 0;

async function call(path: keyof typeof routes, apiKey: string, accessCode?: string) {
  calls++;
  const query = accessCode === undefined ? "" : `?accessCode=${accessCode}`;
  const request = new NextRequest(`http://localhost${path}${query}`, { headers: { "x-api-key": apiKey } });
  const res = await routes[path](request, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function checkCard(card: Card, type: "people" | "pets", pcn: string, where: string) {
  const d = CARD_DEFAULTS[type];
  if (card.bin !== d.bin) problems.push(`${where}: bin ${card.bin}`);
  if (card.pcn !== pcn) problems.push(`${where}: pcn ${card.pcn}`);
  if (!card.group.startsWith(type === "pets" ? "V" : "H")) problems.push(`${where}: group ${card.group}`);
  if (!isMemberIdFormat(card.memberId, d.memberIdPrefix, d.memberIdDigits)) problems.push(`${where}: id ${card.memberId}`); // prettier-ignore
}

const kinds = [["people"], ["pets"], ["people", "pets"]] as const;
for (const cardTypes of kinds) {
  const account = await createAccount({
    name: `pets audit ${cardTypes.join("+")}`,
    cardTypes: [...cardTypes],
    config: { coBrands: [{ accessCode: "vet-partner", name: "Vet partner", cards: { pets: { pcn: "VETPCN" } } }] },
  });
  const groups: Record<string, string> = {};
  for (const accessCode of [undefined, "vet-partner", "unknown"]) {
    const pcnOf = (type: "people" | "pets") =>
      type === "pets" && accessCode === "vet-partner" ? "VETPCN" : CARD_DEFAULTS[type].pcn;
    const where = `${cardTypes.join("+")} accessCode=${accessCode ?? "-"}`;
    const all = await call("/membership/v1/json", account.apiKey, accessCode);
    const cards = (all.body.cards ?? []) as Card[];
    if (all.status !== 200 || cards.map((c) => c.type).join() !== cardTypes.join())
      problems.push(`${where} combined: ${all.status} ${cards.map((c) => c.type).join()}`);
    for (const card of cards) checkCard(card, card.type as "people" | "pets", pcnOf(card.type as "people" | "pets"), `${where} combined ${card.type}`); // prettier-ignore
    for (const type of ["people", "pets"] as const) {
      const one = await call(`/membership/v1/json/${type}`, account.apiKey, accessCode);
      const enabled = (cardTypes as readonly string[]).includes(type);
      if (!enabled) {
        if (one.status !== 403 || one.body.message !== "Lack of permissions to generate card")
          problems.push(`${where} ${type}: ${one.status} ${String(one.body.message)} (expected 403)`);
        continue;
      }
      if (one.status !== 200 || "type" in one.body || "cards" in one.body) problems.push(`${where} ${type}: shape`);
      checkCard(one.body as unknown as Card, type, pcnOf(type), `${where} ${type}`);
      if (accessCode === undefined) groups[type] = (one.body as unknown as Card).group;
      // Spec rule 3: the card works under its own group only.
      for (const other of cardTypes) {
        const group = other === type ? (one.body as unknown as Card).group : groups[other];
        if (!group) continue;
        const verdict =
          await verifyCard({ accountId: account.id, group, memberId: (one.body as unknown as Card).memberId }) // prettier-ignore
            .then(() => "valid")
            .catch((e: { fields?: { code?: string } }) => e.fields?.code ?? String(e));
        const expected = other === type ? "valid" : "GROUP_INVALID";
        verified++;
        if (verdict !== expected) problems.push(`${where}: a ${type} card under the ${other} group: ${verdict}`);
      }
    }
  }
  if (groups.people && groups.pets && groups.people === groups.pets) problems.push(`${cardTypes}: one group for both`);
}
console.log(
  `${calls} membership calls over ${kinds.length} accounts x 3 accessCodes, ${verified} cards checked under each group ` +
    `of the account: ${problems.length} problems`,
);
for (const p of problems) console.log(`  ${p}`);
