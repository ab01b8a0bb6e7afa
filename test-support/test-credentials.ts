// Throwaway signing material for the wallet tests: a CA standing in for Apple's WWDR, a pass certificate it signed
// (openssl CLI) and a service-account style RSA key (node:crypto). Never used outside tests.
import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type TestCredentials = {
  dir: string;
  wwdr: string;
  signerCert: string;
  signerKey: string;
  googlePrivateKey: string;
  googlePublicKey: string;
};

export function createTestCredentials(): TestCredentials {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wallet-test-"));
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  const { privateKey: caKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const { privateKey: passKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  fs.writeFileSync(path.join(dir, "wwdr-key.pem"), caKey.export({ type: "pkcs8", format: "pem" }));
  fs.writeFileSync(path.join(dir, "pass-key.pem"), passKey.export({ type: "pkcs8", format: "pem" }));
  openssl("req", "-x509", "-key", "wwdr-key.pem", "-out", "wwdr.pem", "-days", "1", "-subj", "/CN=Test WWDR CA");
  openssl("req", "-new", "-key", "pass-key.pem", "-out", "pass.csr", "-subj", "/UID=pass.test.rxcard/CN=Test Pass");
  openssl(
    "x509",
    "-req",
    "-in",
    "pass.csr",
    "-CA",
    "wwdr.pem",
    "-CAkey",
    "wwdr-key.pem",
    "-CAcreateserial",
    "-out",
    "pass.pem",
    "-days",
    "1",
  );
  const google = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
  return {
    dir,
    wwdr: read("wwdr.pem"),
    signerCert: read("pass.pem"),
    signerKey: read("pass-key.pem"),
    googlePrivateKey: google.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    googlePublicKey: google.publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
}

export const TEST_CARD_TEXT = {
  brand: "RxCard",
  title: "Prescription discount card",
  memberId: "Member ID",
  group: "Group",
  bin: "BIN",
  pcn: "PCN",
  instructions: "Show this card to your pharmacist.",
  disclaimer: "Discount only. This is not insurance.",
};
