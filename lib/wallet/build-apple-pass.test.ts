import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApplePass } from "./build-apple-pass";
import type { WalletCard } from "./card-content";
import { createTestCredentials, TEST_CARD_TEXT, type TestCredentials } from "../../test-support/test-credentials";

const card: WalletCard = { type: "pets", memberId: "PT1234567897", group: "VABCDEFG", bin: "019902", pcn: "PETCARD" };
let credentials: TestCredentials;
let files: Map<string, Buffer>;
let passDir: string;

beforeAll(() => {
  credentials = createTestCredentials();
  const pkpass = buildApplePass({
    card,
    text: TEST_CARD_TEXT,
    config: {
      signerCert: credentials.signerCert,
      signerKey: credentials.signerKey,
      wwdr: credentials.wwdr,
      passTypeIdentifier: "pass.test.rxcard",
      teamIdentifier: "TEAM123456",
    },
  });
  // Unpacked with a standard unzip: a phone must be able to read the archive, not just this library.
  passDir = path.join(credentials.dir, "pass");
  fs.mkdirSync(passDir);
  fs.writeFileSync(path.join(credentials.dir, "card.pkpass"), pkpass);
  execFileSync("unzip", ["-q", path.join(credentials.dir, "card.pkpass"), "-d", passDir]);
  files = new Map(
    fs
      .readdirSync(passDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const full = path.join(e.parentPath, e.name);
        return [path.relative(passDir, full), fs.readFileSync(full)];
      }),
  );
});

afterAll(() => fs.rmSync(credentials.dir, { recursive: true, force: true }));

describe("buildApplePass", () => {
  it("writes the card into pass.json with the configured identifiers and the pets colours", () => {
    const pass = JSON.parse(files.get("pass.json")!.toString("utf8"));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: "pass.test.rxcard",
      teamIdentifier: "TEAM123456",
      serialNumber: "pets-PT1234567897",
      organizationName: "RxCard",
      backgroundColor: "rgb(91, 33, 182)",
    });
    expect(pass.generic.primaryFields).toEqual([{ key: "memberId", label: "Member ID", value: "PT1234567897" }]);
    expect(pass.generic.secondaryFields.map((f: { value: string }) => f.value)).toEqual([
      "VABCDEFG",
      "019902",
      "PETCARD",
    ]);
  });

  it("lists the SHA-1 of every file in manifest.json, icons included", () => {
    const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8")) as Record<string, string>;
    const listed = [...files.keys()].filter((name) => name !== "manifest.json" && name !== "signature").sort();
    expect(Object.keys(manifest).sort()).toEqual(listed);
    expect(listed).toEqual(expect.arrayContaining(["pass.json", "icon.png", "icon@2x.png", "icon@3x.png"]));
    for (const [name, hash] of Object.entries(manifest)) {
      expect(createHash("sha1").update(files.get(name)!).digest("hex"), name).toBe(hash);
    }
    expect(files.get("icon.png")!.subarray(1, 4).toString("ascii")).toBe("PNG");
  });

  it("signs the manifest with the pass certificate, verifiable up to the WWDR certificate", () => {
    expect(files.get("signature")!.length).toBeGreaterThan(1000);
    const verified = execFileSync(
      "openssl",
      [
        "cms",
        "-verify",
        "-binary",
        "-inform",
        "DER",
        "-in",
        path.join(passDir, "signature"),
        "-content",
        path.join(passDir, "manifest.json"),
        "-CAfile",
        path.join(credentials.dir, "wwdr.pem"),
        "-purpose",
        "any",
      ],
      { stdio: "pipe" },
    );
    expect(verified.toString("utf8")).toBe(files.get("manifest.json")!.toString("utf8"));
  });

  it("refuses a key that does not parse", () => {
    expect(() =>
      buildApplePass({
        card,
        text: TEST_CARD_TEXT,
        config: {
          signerCert: credentials.signerCert,
          signerKey: "not a key",
          wwdr: credentials.wwdr,
          passTypeIdentifier: "pass.test.rxcard",
          teamIdentifier: "TEAM123456",
        },
      }),
    ).toThrow();
  });
});
