// A server process builds the network from the snapshot of the network the database holds, never from one of other
// data, and writes it after building from the rows.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { selectOwnTestDatabase } from "../../test-support/test-database";
import { TWO_STORE_NETWORK } from "../../test-support/two-store-network";

selectOwnTestDatabase("network-snapshot");
const { loadNetwork } = await import("./import/load-network");
const { readNetwork } = await import("./network-index");
const { decodeNetwork, encodeNetwork, networkSnapshotKey, readNetworkSnapshot, writeNetworkSnapshot, SNAPSHOT_DIR } =
  await import("./network-snapshot");

const network = TWO_STORE_NETWORK;
const stores = async () => [...(await readNetwork()).byNpi.values()];

afterEach(() => void vi.useRealTimers());

describe("the network's snapshot", () => {
  it("holds every chain, store and zip as the rows do", () => {
    const decoded = decodeNetwork(JSON.parse(JSON.stringify(encodeNetwork("k", network))));
    expect(decoded).toEqual(network);
    // A repeated string is one string, as the rows' are made (network-index.ts).
    expect(decoded.pharmacies[0]!.city).toBe(decoded.pharmacies[1]!.city);
  });

  it("is written after the network is built from its rows, and read at the next build", async () => {
    await loadNetwork(network);
    const key = (await networkSnapshotKey())!;
    expect(readNetworkSnapshot(key)).toBeUndefined();
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    expect(await stores()).toEqual(network.pharmacies);
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    for (let i = 0; i < 50 && !readNetworkSnapshot(key); i++) await new Promise((r) => setTimeout(r, 20));
    expect(readNetworkSnapshot(key)).toEqual(network);
    // What the next build reads is the snapshot: one written with another name for the store shows.
    writeNetworkSnapshot(key, { ...network, pharmacies: [{ ...network.pharmacies[0]!, name: "From the snapshot" }] });
    expect((await stores()).map((p) => p.name)).toEqual(["From the snapshot"]);
  });

  it("of other data is never read: a new import is built from its rows", async () => {
    await loadNetwork(network);
    const before = (await networkSnapshotKey())!;
    writeNetworkSnapshot(before, { ...network, pharmacies: [] });
    await loadNetwork({ ...network, pharmacies: network.pharmacies.slice(1) });
    const after = (await networkSnapshotKey())!;
    expect(after).not.toBe(before);
    expect((await stores()).map((p) => p.npi)).toEqual(["1000000002"]);
  });

  it("that does not parse is left for the rows", async () => {
    await loadNetwork(network);
    const key = (await networkSnapshotKey())!;
    fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });
    fs.writeFileSync(path.join(SNAPSHOT_DIR, `${key}.json`), '{"key":');
    expect(await stores()).toEqual(network.pharmacies);
  });
});
