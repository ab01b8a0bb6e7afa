import { describe, expect, it } from "vitest";
import { readAppleWalletConfig, readGoogleWalletConfig } from "./wallet-config";

describe("wallet configuration", () => {
  it("names every missing variable", () => {
    expect(readAppleWalletConfig({ PASSKIT_TEAM_ID: "T" }).missing).toEqual([
      "PASSKIT_CERT_PEM",
      "PASSKIT_KEY_PEM",
      "PASSKIT_WWDR_PEM",
      "PASSKIT_PASS_TYPE_ID",
    ]);
    expect(readGoogleWalletConfig({}).missing).toHaveLength(3);
  });

  it("turns escaped line breaks of one-line PEM values into real ones", () => {
    const pem = "-----BEGIN PRIVATE KEY-----\\nABC\\n-----END PRIVATE KEY-----\\n";
    const { config } = readGoogleWalletConfig({
      GOOGLE_WALLET_ISSUER_ID: "338800",
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: "a@b.iam.gserviceaccount.com",
      GOOGLE_WALLET_PRIVATE_KEY_PEM: pem,
    });
    expect(config?.privateKey).toBe("-----BEGIN PRIVATE KEY-----\nABC\n-----END PRIVATE KEY-----");
  });

  it("treats blank values as missing", () => {
    const env = {
      PASSKIT_CERT_PEM: " ",
      PASSKIT_KEY_PEM: "k",
      PASSKIT_WWDR_PEM: "w",
      PASSKIT_PASS_TYPE_ID: "p",
      PASSKIT_TEAM_ID: "t",
    };
    expect(readAppleWalletConfig(env)).toEqual({ config: null, missing: ["PASSKIT_CERT_PEM"] });
  });
});
