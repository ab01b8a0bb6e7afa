import { createPublicKey } from "node:crypto";
import fs from "node:fs";
import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGoogleWalletLink, GOOGLE_WALLET_SAVE_URL } from "./build-google-wallet-link";
import { createTestCredentials, TEST_CARD_TEXT, type TestCredentials } from "../../test-support/test-credentials";

let credentials: TestCredentials;
const card = { type: "people", memberId: "RX1234567897", group: "HABCDEFG", bin: "019901", pcn: "RXCARD" } as const;

beforeAll(() => (credentials = createTestCredentials()));
afterAll(() => fs.rmSync(credentials.dir, { recursive: true, force: true }));

const build = () =>
  buildGoogleWalletLink({
    card,
    text: TEST_CARD_TEXT,
    locale: "en-US",
    origins: ["https://rxcard.example"],
    config: {
      issuerId: "3388000000012345678",
      serviceAccountEmail: "wallet@rxcard-test.iam.gserviceaccount.com",
      privateKey: credentials.googlePrivateKey,
    },
  });

describe("buildGoogleWalletLink", () => {
  it("is a save link short enough for every browser", async () => {
    const link = await build();
    expect(link.startsWith(GOOGLE_WALLET_SAVE_URL)).toBe(true);
    expect(link.length).toBeLessThan(1800);
  });

  it("carries a JWT signed RS256 by the service account, verifiable with its public key", async () => {
    const jwt = (await build()).slice(GOOGLE_WALLET_SAVE_URL.length);
    const { payload, protectedHeader } = await jwtVerify(jwt, createPublicKey(credentials.googlePublicKey), {
      issuer: "wallet@rxcard-test.iam.gserviceaccount.com",
      audience: "google",
      algorithms: ["RS256"],
    });
    expect(protectedHeader).toEqual({ alg: "RS256", typ: "JWT" });
    expect(payload.typ).toBe("savetowallet");
    expect(payload.origins).toEqual(["https://rxcard.example"]);
    const { genericClasses, genericObjects } = payload.payload as {
      genericClasses: { id: string }[];
      genericObjects: { id: string; classId: string; header: unknown; textModulesData: { body: string }[] }[];
    };
    expect(genericClasses).toEqual([{ id: "3388000000012345678.rxcard-people" }]);
    expect(genericObjects[0]).toMatchObject({
      id: "3388000000012345678.people-RX1234567897",
      classId: "3388000000012345678.rxcard-people",
      header: { defaultValue: { language: "en-US", value: "RX1234567897" } },
    });
    expect(genericObjects[0]!.textModulesData.map((m) => m.body).slice(0, 3)).toEqual(["HABCDEFG", "019901", "RXCARD"]);
  });

  it("is refused by a different key", async () => {
    const jwt = (await build()).slice(GOOGLE_WALLET_SAVE_URL.length);
    const other = createTestCredentials();
    try {
      await expect(jwtVerify(jwt, createPublicKey(other.googlePublicKey))).rejects.toThrow();
    } finally {
      fs.rmSync(other.dir, { recursive: true, force: true });
    }
  });
});
