// The Orange Book's marketed applications per ingredient and catalog form (measure-thin-defaults.ts): how many
// approvals of the ingredient in that form the market still sells (Type RX or OTC, not DISCN), one a firm's product.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Applications } from "./measure-thin-defaults";
import { doseFormsOfOrangeBook } from "./orange-book-products";

export const ORANGE_BOOK_PRODUCTS = "names/orange_book_products_2024-05.txt.gz";

const keyOf = (ingredients: readonly string[]) =>
  ingredients
    .map((i) => i.trim().toLowerCase())
    .sort()
    .join(" / ");

export function indexApplications(lines: readonly string[]): Applications {
  const applications = new Map<string, Set<string>>();
  for (const line of lines) {
    const [ingredient, formRoute, , , , type, applNo, , , , , , marketed] = line.split("~");
    if (!ingredient || !formRoute || (marketed?.trim() !== "RX" && marketed?.trim() !== "OTC")) continue;
    for (const form of doseFormsOfOrangeBook(formRoute) ?? []) {
      const key = `${keyOf(ingredient.split(";"))}|${form}`;
      applications.set(key, (applications.get(key) ?? new Set()).add(`${type}${applNo}`));
    }
  }
  return (generic, form) => applications.get(`${keyOf(generic.split(" / "))}|${form}`)?.size ?? 0;
}

export async function readApplications(dataDir: string): Promise<Applications> {
  const text = gunzipSync(await readFile(join(dataDir, ORANGE_BOOK_PRODUCTS))).toString("utf8");
  return indexApplications(text.split("\n").slice(1));
}
