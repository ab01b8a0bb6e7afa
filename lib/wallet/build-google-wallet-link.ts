// A "Save to Google Wallet" link: a generic pass object (and its class) in a JWT signed RS256 with the issuer's
// service-account key. Kept small, since the whole JWT travels in the link (Google advises under ~1,800 characters).
import { createPrivateKey } from "node:crypto";
import { SignJWT } from "jose";
import { CARD_THEMES, type CardText, type WalletCard } from "./card-content";
import type { GoogleWalletConfig } from "./wallet-config";

export const GOOGLE_WALLET_SAVE_URL = "https://pay.google.com/gp/v/save/";

export async function buildGoogleWalletLink({
  card,
  text,
  config,
  locale,
  origins = [],
}: {
  card: WalletCard;
  text: CardText;
  config: GoogleWalletConfig;
  locale: string;
  origins?: string[];
}): Promise<string> {
  const localized = (value: string) => ({ defaultValue: { language: locale, value } });
  const classId = `${config.issuerId}.rxcard-${card.type}`;
  const genericObject = {
    id: `${config.issuerId}.${card.type}-${card.memberId}`,
    classId,
    cardTitle: localized(text.brand),
    subheader: localized(text.memberId),
    header: localized(card.memberId),
    hexBackgroundColor: CARD_THEMES[card.type].background,
    textModulesData: [
      { id: "group", header: text.group, body: card.group },
      { id: "bin", header: text.bin, body: card.bin },
      { id: "pcn", header: text.pcn, body: card.pcn },
      { id: "how", header: text.title, body: text.instructions },
    ],
  };
  const key = createPrivateKey(config.privateKey); // PKCS #8 (as Google issues it) or PKCS #1
  const jwt = await new SignJWT({
    origins,
    typ: "savetowallet",
    payload: { genericClasses: [{ id: classId }], genericObjects: [genericObject] },
  })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(config.serviceAccountEmail)
    .setAudience("google")
    .setIssuedAt()
    .sign(key);
  return GOOGLE_WALLET_SAVE_URL + jwt;
}
