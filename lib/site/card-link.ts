// The address that opens a card on another device (the card page's QR code): the card's public fields only (type,
// member id, group, BIN, PCN), never a name or anything the patient typed. They travel in the fragment (#...), which
// the browser never sends to a server, so they are in no request and no log.
import { CARD_TYPES } from "../accounts/permissions";
import type { WalletCard } from "../wallet/card-content";

export const CARD_LINK_PATH = "/card/open";

// The formats the accounts' card settings allow (lib/accounts/schemas.ts) and member ids take (lib/site/schemas.ts).
const FORMATS: Record<Exclude<keyof WalletCard, "type">, RegExp> = {
  memberId: /^[A-Z0-9]{6,24}$/,
  group: /^[A-Z0-9]{4,15}$/,
  bin: /^\d{6}$/,
  pcn: /^[A-Za-z0-9]{1,10}$/,
};

export function cardLink(origin: string, card: WalletCard): string {
  const { type, memberId, group, bin, pcn } = card;
  return `${origin}${CARD_LINK_PATH}#${new URLSearchParams({ type, memberId, group, bin, pcn })}`;
}

// The card a link's fragment holds, or null when a field is missing or malformed.
export function readCardLink(fragment: string): WalletCard | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ""));
  const type = CARD_TYPES.find((t) => t === params.get("type"));
  if (!type) return null;
  const card: WalletCard = { type, memberId: "", group: "", bin: "", pcn: "" };
  for (const [field, format] of Object.entries(FORMATS) as [keyof typeof FORMATS, RegExp][]) {
    const value = params.get(field)?.trim() ?? "";
    if (!format.test(value)) return null;
    card[field] = value;
  }
  return card;
}
