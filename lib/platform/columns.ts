// Columns for read models kept for a process's lifetime (lib/pharmacies/store-table.ts, lib/geo/zip-table.ts):
// typed arrays and a few long strings in place of an object and several strings a row, since every full GC marks (and
// may move) every object a process holds.

// Repeated strings (a chain's code and banner, a city, a state) once each, by number.
export class StringIds {
  readonly strings: string[] = [];
  readonly #ids = new Map<string, number>();

  id(value: string): number {
    let id = this.#ids.get(value);
    if (id === undefined) this.#ids.set(value, (id = this.strings.push(value) - 1));
    return id;
  }
}

// Strings that differ from row to row (a street, opening hours) joined into one, each a range of it; null is -1.
export class TextColumn {
  readonly #text: string;
  readonly #starts: Int32Array;

  constructor(values: readonly (string | null)[]) {
    const parts: string[] = [];
    this.#starts = new Int32Array(values.length + 1);
    let length = 0;
    values.forEach((value, i) => {
      this.#starts[i] = value === null ? -1 - length : length;
      if (value !== null) parts.push(value);
      length += value?.length ?? 0;
    });
    this.#starts[values.length] = length;
    this.#text = parts.join("");
  }

  at(i: number): string | null {
    const start = this.#starts[i]!;
    if (start < 0) return null;
    const next = this.#starts[i + 1]!;
    return this.#text.slice(start, next < 0 ? -1 - next : next);
  }
}

// Digits that a number holds exactly (an NPI, a phone number, a zip without its leading zeros): the number, else NaN,
// and the string is kept aside. `width` pads with leading zeros ("01001").
export class DigitColumn {
  readonly #numbers: Float64Array;
  readonly #others = new Map<number, string | null>();
  readonly #width: number;

  constructor(values: readonly (string | null)[], width = 0) {
    this.#width = width;
    this.#numbers = new Float64Array(values.length);
    values.forEach((value, i) => {
      const n = value !== null && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
      this.#numbers[i] = this.#format(n) === value ? n : NaN;
      if (Number.isNaN(this.#numbers[i]!) && value !== null) this.#others.set(i, value);
    });
  }

  #format(n: number): string | null {
    if (Number.isNaN(n)) return null;
    return this.#width > 0 ? String(n).padStart(this.#width, "0") : String(n);
  }

  at(i: number): string | null {
    const n = this.#numbers[i]!;
    return Number.isNaN(n) ? (this.#others.get(i) ?? null) : this.#format(n);
  }

  number(i: number): number {
    return this.#numbers[i]!;
  }
}

// Points' coordinates by index (what a spatial grid reads of its source): a base of the tables of points.
export class Coordinates {
  readonly #lat: Float64Array;
  readonly #lng: Float64Array;

  constructor(points: readonly { lat: number; lng: number }[]) {
    this.#lat = Float64Array.from(points, (p) => p.lat);
    this.#lng = Float64Array.from(points, (p) => p.lng);
  }

  lat(i: number): number {
    return this.#lat[i]!;
  }

  lng(i: number): number {
    return this.#lng[i]!;
  }
}
