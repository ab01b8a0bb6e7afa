import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { openPersonalData, personalValuesOf, sealPersonalData, toDataKeys } from "./personal-data";

const person = { firstName: "Ada", lastName: "Lovelace", dob: "1815-12-10", email: "ada@example.com", zip: "10001" };

describe("personal data at rest", () => {
  const keys = toDataKeys(randomBytes(32));

  it("stores no value in the clear, names its key, and opens to the same values", () => {
    const sealed = sealPersonalData("enr_1", { ...person, active: true, middleName: null });
    expect(sealed.personalDataKeyId).toMatch(/^[0-9a-f]{12}$/);
    expect(sealed.active).toBe(true);
    expect(sealed.middleName).toBeNull();
    for (const value of Object.values(person)) expect(JSON.stringify(sealed)).not.toContain(value);
    expect(sealed.firstName).not.toBe(sealPersonalData("enr_1", person).firstName); // a fresh IV each time
    expect(openPersonalData({ id: "enr_1", ...sealed })).toEqual({
      id: "enr_1",
      ...person,
      active: true,
      middleName: null,
    });
  });

  it("never uses an IV twice, across refills of its pool of random IVs", () => {
    const ivs = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const sealed = sealPersonalData(`enr_${i}`, person, keys);
      for (const column of Object.keys(person) as (keyof typeof person)[]) {
        ivs.add(Buffer.from(sealed[column], "base64").subarray(0, 12).toString("hex"));
      }
    }
    expect(ivs.size).toBe(400 * Object.keys(person).length); // 2,000 IVs: five refills of 341
  });

  it("does not open a value moved to another row or column", () => {
    const sealed = sealPersonalData("enr_1", person, keys);
    expect(() => openPersonalData({ id: "enr_2", ...sealed }, keys)).toThrow();
    expect(() => openPersonalData({ id: "enr_1", ...sealed, lastName: sealed.firstName }, keys)).toThrow();
    expect(() => openPersonalData({ id: "enr_1", ...sealed, firstName: `x${sealed.firstName}` }, keys)).toThrow();
  });

  it("reads rows of an earlier key after a rotation and writes with the new one", () => {
    const old = randomBytes(32);
    const before = toDataKeys(old);
    const after = toDataKeys(randomBytes(32), [old]);
    const stored = sealPersonalData("enr_1", person, before);
    expect(openPersonalData({ id: "enr_1", ...stored }, after)).toMatchObject(person);
    const resealed = sealPersonalData("enr_1", personalValuesOf(person), after);
    expect(resealed.personalDataKeyId).toBe(after.current.id);
    expect(resealed.personalDataKeyId).not.toBe(before.current.id);
    expect(() => openPersonalData({ id: "enr_1", ...stored }, toDataKeys(randomBytes(32)))).toThrow(/not configured/);
  });

  it("reads a row stored before encryption as it is", () => {
    expect(openPersonalData({ id: "enr_1", ...person, personalDataKeyId: null }, keys)).toEqual({
      id: "enr_1",
      ...person,
    });
  });
});

describe("PERSONAL_DATA_KEY", () => {
  it("is 32 bytes in hex or base64; a bad one is named, its value never shown", () => {
    const hex = randomBytes(32).toString("hex");
    expect(parseEnv({ PERSONAL_DATA_KEY: hex }).PERSONAL_DATA_KEY?.toString("hex")).toBe(hex);
    const base64 = randomBytes(32).toString("base64");
    expect(parseEnv({ PERSONAL_DATA_KEY: base64 }).PERSONAL_DATA_KEY?.toString("base64")).toBe(base64);
    expect(parseEnv({ PERSONAL_DATA_KEY: "" }).PERSONAL_DATA_KEY).toBeUndefined();
    expect(() => parseEnv({ PERSONAL_DATA_KEY: "secret-but-short" })).toThrow(/^PERSONAL_DATA_KEY: /);
    expect(() => parseEnv({ PERSONAL_DATA_KEY: "secret-but-short" })).not.toThrow(/secret/);
    expect(parseEnv({ PERSONAL_DATA_OLD_KEYS: `${hex}, ${base64}` }).PERSONAL_DATA_OLD_KEYS).toHaveLength(2);
    expect(() => parseEnv({ PERSONAL_DATA_OLD_KEYS: "nope" })).toThrow(/^PERSONAL_DATA_OLD_KEYS: /);
  });
});
