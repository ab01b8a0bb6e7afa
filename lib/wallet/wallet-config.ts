// Wallet signing configuration from the environment, read at request time. Without it the site explains why a wallet
// is unavailable instead of offering a pass no phone would accept.
import { env } from "../env";

export type AppleWalletConfig = {
  signerCert: string; // PEM of the Pass Type ID certificate
  signerKey: string; // PEM of its private key
  wwdr: string; // PEM of Apple's WWDR intermediate certificate
  signerKeyPassphrase?: string;
  passTypeIdentifier: string;
  teamIdentifier: string;
};

export type GoogleWalletConfig = { issuerId: string; serviceAccountEmail: string; privateKey: string };

export type WalletConfig<T> = { config: T; missing: [] } | { config: null; missing: string[] };

type Env = Record<string, string | undefined>;

// PEM values in one-line environment files often carry "\n" escapes instead of line breaks.
const pem = (value: string | undefined) => value?.replace(/\\n/g, "\n").trim() || undefined;

function pick<K extends string>(
  vars: Env,
  names: readonly K[],
  transform: (v: string | undefined) => string | undefined,
) {
  const values = Object.fromEntries(names.map((n) => [n, transform(vars[n])])) as Record<K, string | undefined>;
  return { values, missing: names.filter((n) => !values[n]) };
}

export function readAppleWalletConfig(vars: Env = env().wallet): WalletConfig<AppleWalletConfig> {
  const pems = pick(vars, ["PASSKIT_CERT_PEM", "PASSKIT_KEY_PEM", "PASSKIT_WWDR_PEM"] as const, pem);
  const ids = pick(vars, ["PASSKIT_PASS_TYPE_ID", "PASSKIT_TEAM_ID"] as const, (v) => v?.trim() || undefined);
  const missing = [...pems.missing, ...ids.missing];
  if (missing.length > 0) return { config: null, missing };
  return {
    config: {
      signerCert: pems.values.PASSKIT_CERT_PEM!,
      signerKey: pems.values.PASSKIT_KEY_PEM!,
      wwdr: pems.values.PASSKIT_WWDR_PEM!,
      signerKeyPassphrase: vars.PASSKIT_KEY_PASSPHRASE || undefined,
      passTypeIdentifier: ids.values.PASSKIT_PASS_TYPE_ID!,
      teamIdentifier: ids.values.PASSKIT_TEAM_ID!,
    },
    missing: [],
  };
}

export function readGoogleWalletConfig(vars: Env = env().wallet): WalletConfig<GoogleWalletConfig> {
  const ids = pick(vars, ["GOOGLE_WALLET_ISSUER_ID", "GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL"] as const, (v) => v?.trim());
  const key = pick(vars, ["GOOGLE_WALLET_PRIVATE_KEY_PEM"] as const, pem);
  const missing = [...ids.missing, ...key.missing];
  if (missing.length > 0) return { config: null, missing };
  return {
    config: {
      issuerId: ids.values.GOOGLE_WALLET_ISSUER_ID!,
      serviceAccountEmail: ids.values.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL!,
      privateKey: key.values.GOOGLE_WALLET_PRIVATE_KEY_PEM!,
    },
    missing: [],
  };
}
