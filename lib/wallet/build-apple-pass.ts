// An Apple Wallet pass (.pkpass) of a membership card: a signed zip of pass.json, the icons, manifest.json (SHA-1 of
// every file) and a detached PKCS #7 signature of the manifest, made by passkit-generator.
import { PKPass } from "passkit-generator";
import { CARD_THEMES, hexToRgb, type CardText, type WalletCard } from "./card-content";
import { drawCardIcon } from "./encode-png";
import type { AppleWalletConfig } from "./wallet-config";

export const PKPASS_CONTENT_TYPE = "application/vnd.apple.pkpass";

const rgb = (hex: string) => `rgb(${hexToRgb(hex).join(", ")})`;

export function buildApplePass({
  card,
  text,
  config,
}: {
  card: WalletCard;
  text: CardText; // already in the patient's language
  config: AppleWalletConfig;
}): Buffer {
  const theme = CARD_THEMES[card.type];
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    serialNumber: `${card.type}-${card.memberId}`,
    organizationName: text.brand,
    description: text.title,
    logoText: text.brand,
    backgroundColor: rgb(theme.background),
    foregroundColor: rgb(theme.foreground),
    labelColor: rgb(theme.label),
    sharingProhibited: false,
    generic: {
      primaryFields: [{ key: "memberId", label: text.memberId, value: card.memberId }],
      secondaryFields: [
        { key: "group", label: text.group, value: card.group },
        { key: "bin", label: text.bin, value: card.bin },
        { key: "pcn", label: text.pcn, value: card.pcn },
      ],
      auxiliaryFields: [{ key: "instructions", label: text.title, value: text.instructions }],
      backFields: [
        { key: "how", label: text.title, value: text.instructions },
        { key: "disclaimer", label: text.brand, value: text.disclaimer },
      ],
    },
  };
  const color = hexToRgb(theme.background);
  const pass = new PKPass(
    {
      "pass.json": Buffer.from(JSON.stringify(passJson)),
      "icon.png": drawCardIcon(29, color),
      "icon@2x.png": drawCardIcon(58, color),
      "icon@3x.png": drawCardIcon(87, color),
      "logo.png": drawCardIcon(50, color),
      "logo@2x.png": drawCardIcon(100, color),
    },
    {
      signerCert: config.signerCert,
      signerKey: config.signerKey,
      wwdr: config.wwdr,
      signerKeyPassphrase: config.signerKeyPassphrase,
    },
  );
  return pass.getAsBuffer();
}
