// The network's stores as columns (typed arrays and a few long strings; zips: lib/geo/zip-table.ts) instead of an
// object, two boxed coordinates and several strings each: a server process keeps 56,000 stores and 41,000 zips for
// as long as it runs, and every full GC marks (and may move) every object it holds. As objects they were about
// 700,000 of the process's 1.6 million live objects; as columns a few dozen arrays and the NPIs' strings (kept for
// their map). A record is made when a request reads one, and dies young. (scripts/bench/HISTORY.md, eighteenth
// session.)
import type { PointSource } from "../geo/spatial-grid";
import { Coordinates, DigitColumn, StringIds, TextColumn } from "../platform/columns";
import type { PharmacyRecord } from "./pharmacy-record";

// The stores in the order given; `at(i)` makes the record of the i-th.
export class StoreTable extends Coordinates implements PointSource<PharmacyRecord> {
  readonly size: number;
  readonly #strings: string[];
  // The NPIs as strings with a map to their index: a lookup by NPI is on every pricing request's path (50 a request),
  // and a map's is several times faster than a binary search over NPIs as numbers; 56,000 strings hold no pointers.
  readonly #npi: string[];
  readonly #byNpi = new Map<string, number>();
  readonly #name: Int32Array;
  readonly #chainCode: Int32Array;
  readonly #phone: DigitColumn;
  readonly #street: TextColumn;
  readonly #city: Int32Array;
  readonly #state: Int32Array;
  readonly #zip: Int32Array;
  readonly #rooftop: Uint8Array;
  readonly #openingHours: TextColumn;

  constructor(stores: readonly PharmacyRecord[]) {
    super(stores);
    const ids = new StringIds();
    const column = (of: (p: PharmacyRecord) => string) => Int32Array.from(stores, (p) => ids.id(of(p)));
    this.size = stores.length;
    this.#npi = stores.map((p) => p.npi);
    stores.forEach((p, i) => {
      if (!this.#byNpi.has(p.npi)) this.#byNpi.set(p.npi, i);
    });
    this.#name = column((p) => p.name);
    this.#chainCode = column((p) => p.chainCode);
    this.#phone = new DigitColumn(stores.map((p) => p.phone));
    this.#street = new TextColumn(stores.map((p) => p.street));
    this.#city = column((p) => p.city);
    this.#state = column((p) => p.state);
    this.#zip = column((p) => p.zip);
    this.#rooftop = Uint8Array.from(stores, (p) => (p.placement === "rooftop" ? 1 : 0));
    this.#openingHours = new TextColumn(stores.map((p) => p.openingHours));
    this.#strings = ids.strings;
  }

  chainCodeAt(i: number): string {
    return this.#strings[this.#chainCode[i]!]!;
  }

  at(i: number): PharmacyRecord {
    return {
      npi: this.#npi[i]!,
      name: this.#strings[this.#name[i]!]!,
      chainCode: this.#strings[this.#chainCode[i]!]!,
      phone: this.#phone.at(i),
      street: this.#street.at(i)!,
      city: this.#strings[this.#city[i]!]!,
      state: this.#strings[this.#state[i]!]!,
      zip: this.#strings[this.#zip[i]!]!,
      lat: this.lat(i),
      lng: this.lng(i),
      placement: this.#rooftop[i] ? "rooftop" : "zip",
      openingHours: this.#openingHours.at(i),
    };
  }

  // The index of the store with this NPI (the first, should two share it), or -1.
  indexOf(npi: string): number {
    return this.#byNpi.get(npi) ?? -1;
  }

  // Every store's record in order, made one at a time (not 56,000 at once).
  *records(): Generator<PharmacyRecord, void> {
    for (let i = 0; i < this.size; i++) yield this.at(i);
  }

  // The stores by NPI, as a map reads them.
  byNpi(): Pick<ReadonlyMap<string, PharmacyRecord>, "get" | "has"> & {
    size: number;
    values(): Generator<PharmacyRecord, void>;
  } {
    return {
      size: this.size,
      get: (npi) => {
        const i = this.indexOf(npi);
        return i < 0 ? undefined : this.at(i);
      },
      has: (npi) => this.indexOf(npi) >= 0,
      values: () => this.records(),
    };
  }
}
