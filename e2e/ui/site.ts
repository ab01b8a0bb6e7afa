// Browser fixtures of the patient site: every request to a host other than the site is aborted (no trackers, fonts or
// tiles from elsewhere) and recorded, map tile addresses get a small PNG, and helpers for axe and screenshots.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test as base } from "../fixtures";

// A 1x1 light-grey PNG.
const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=",
  "base64",
);
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

export const test = base.extend({
  page: async ({ page, context }, provide) => {
    const offsite: string[] = [];
    await context.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (LOCAL_HOSTS.has(url.hostname) || url.protocol === "data:" || url.protocol === "blob:")
        return route.continue();
      offsite.push(url.origin);
      return route.abort("blockedbyclient");
    });
    // Registered last, so matched first: any tile server's /z/x/y.png.
    await context.route(/\/\d+\/\d+\/\d+(@2x)?\.png(\?.*)?$/, (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG }),
    );
    await provide(page);
    // The site itself never asks another host for anything.
    expect(offsite, "requests to other hosts").toEqual([]);
  },
});

export { expect };

export async function expectAccessible(page: Page, label: string): Promise<void> {
  // After a client-side switch (people/pets, language) Next.js puts the new page's <title> in place a moment later:
  // check the page once it is there (axe's document-title rule failed once in that moment).
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
  expect(serious, `axe on ${label}`).toEqual([]);
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, animations: "disabled", fullPage });
}

// The prices of the list in order, in dollars.
export async function listedPrices(page: Page, testId = "price"): Promise<number[]> {
  const texts = await page.getByTestId(testId).allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, "")));
}

export const CHICAGO_ZIP = "60601"; // several chains in its region (Walmart, Costco, Kroger, CVS, Walgreens, ...)

// Presses Tab until the element matching the check has the focus.
export async function tabTo(page: Page, matches: (el: Element) => boolean, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error("never reached the element with Tab");
}

// A chain page's map waits for the patient (components/chain/chain-stores.tsx): "Show the map" asks for it, and is
// enabled once the page can answer it. Resolves once the map's pins are drawn. The click is dispatched where the button
// is: Playwright's scrolling it into view would itself be the patient's scroll that loads the map, and the button
// would be gone before the click.
export async function showStoreMap(page: Page): Promise<void> {
  const ask = page.getByRole("button", { name: /^(Show the map|Ver el mapa)$/ });
  await expect(ask).toBeEnabled();
  await ask.dispatchEvent("click");
  await expect(page.locator(".leaflet-marker-icon.store-pin").first()).toBeVisible({ timeout: 30_000 });
}

// The numbers of the stores a chain page's map shows: a pin's own ("3. Walgreens, ...") or those its group pin names
// ("Stores 1, 2, 4, close together. Zoom in"), sorted. Every listed store is on the map, alone or in a group.
export async function storesOnMap(page: Page): Promise<number[]> {
  const titles = await page
    .locator(".leaflet-marker-icon.store-pin")
    .evaluateAll((els) => els.map((e) => e.getAttribute("title") ?? ""));
  return titles
    .flatMap((title) => {
      const single = /^(\d+)\. /.exec(title);
      if (single) return [Number(single[1])];
      const group = /^(?:Stores|Tiendas) ([\d, ]+),/.exec(title);
      return group ? group[1]!.split(", ").map(Number) : [];
    })
    .sort((a, b) => a - b);
}
