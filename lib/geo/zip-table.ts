// The zip geography as columns (lib/platform/columns.ts): 41,000 zips kept by every server process, a record made as
// one is read.
import { Coordinates, DigitColumn, StringIds } from "../platform/columns";
import type { PointSource } from "./spatial-grid";
import type { ZipRecord } from "./types";

// The zips in the order given; `at(i)` makes the record of the i-th; `indexOf` finds a zip by its code.
export class ZipTable extends Coordinates implements PointSource<ZipRecord> {
  readonly size: number;
  readonly #strings: string[];
  readonly #zip: DigitColumn;
  readonly #byZip = new Map<string, number>();
  readonly #byNumber: Int32Array;
  readonly #city: Int32Array;
  readonly #state: Int32Array;

  constructor(zips: readonly ZipRecord[]) {
    super(zips);
    const ids = new StringIds();
    const orNone = (value: string | null) => (value === null ? -1 : ids.id(value));
    this.size = zips.length;
    this.#zip = new DigitColumn(
      zips.map((z) => z.zip),
      5,
    );
    // Five-digit zips by their number (100,000 slots, 400 KB: no hashing); any other code in a map.
    this.#byNumber = new Int32Array(100_000).fill(-1);
    zips.forEach((z, i) => {
      const n = this.#zip.number(i);
      if (Number.isNaN(n) || n >= 100_000 || z.zip.length !== 5) {
        if (!this.#byZip.has(z.zip)) this.#byZip.set(z.zip, i);
      } else if (this.#byNumber[n]! < 0) this.#byNumber[n] = i;
    });
    this.#city = Int32Array.from(zips, (z) => orNone(z.city));
    this.#state = Int32Array.from(zips, (z) => orNone(z.state));
    this.#strings = ids.strings;
  }

  zipAt(i: number): string {
    return this.#zip.at(i)!;
  }

  at(i: number): ZipRecord {
    const city = this.#city[i]!;
    const state = this.#state[i]!;
    return {
      zip: this.#zip.at(i)!,
      lat: this.lat(i),
      lng: this.lng(i),
      city: city < 0 ? null : this.#strings[city]!,
      state: state < 0 ? null : this.#strings[state]!,
    };
  }

  indexOf(zip: string): number {
    if (zip.length === 5 && /^\d{5}$/.test(zip)) {
      const i = this.#byNumber[Number(zip)]!;
      if (i >= 0) return i;
    }
    return this.#byZip.get(zip) ?? -1;
  }
}
