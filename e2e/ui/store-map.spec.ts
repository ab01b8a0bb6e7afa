// The store map with no tile server configured: a basemap drawn from public-domain Census data that ships with the
// site (county outlines and names, zip code areas), a scale, no request to another host; the zip centre's label
// never covers a store's pin; a link skips the map for the store list. The map's code waits for the patient: it loads
// when they scroll with the map on screen or ask for it, never with the page.
import type { Locator } from "@playwright/test";
import { CHICAGO_ZIP, expect, expectAccessible, showStoreMap, test } from "./site";

const WALGREENS = `/drug/atorvastatin/chain/WALGREENS?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30`;
const KROGER = `/drug/atorvastatin/chain/KROGER?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30`;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a useful map without a tile server at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(KROGER);
    const map = page.getByTestId("store-map");
    const pins = map.locator(".leaflet-marker-icon.store-pin");
    // On a phone the patient scrolls the page with the map on screen; on a desktop they ask for it.
    if (viewport.width < 500) {
      await expect(page.getByRole("button", { name: "Show the map" })).toBeEnabled();
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 150);
    } else await page.getByRole("button", { name: "Show the map" }).click();
    await expect(pins.first()).toBeVisible({ timeout: 15_000 });
    await expect(map.locator(".leaflet-control-scale-line").first()).toHaveText(/\d+ (mi|ft)/);
    // Place names: the county and the zip code areas around the stores, from Census data served by the site.
    await expect(map.getByTestId("place-name").filter({ hasText: "Cook" })).toHaveCount(1);
    await expect(
      map
        .getByTestId("place-name")
        .filter({ hasText: /^606\d\d$/ })
        .first(),
    ).toBeVisible();
    await expect(map.locator("path.basemap-county").first()).toBeAttached();
    await expect(map.locator("img.leaflet-tile[src*='placeholder']")).toHaveCount(0);

    // The zip centre is explained beside the map, not in a label over the pins.
    const pinBoxes = await pins.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    const labels = await map
      .locator(".leaflet-tooltip, .leaflet-marker-pane > :not(.store-pin)")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    for (const label of labels) {
      for (const pin of pinBoxes) {
        const overlap =
          label.left < pin.right && pin.left < label.right && label.top < pin.bottom && pin.top < label.bottom;
        expect(overlap, "a label over a pin").toBe(false);
      }
    }
    await expect(page.getByTestId("map-legend")).toContainText(`Centre of ${CHICAGO_ZIP}`);
  });
}

test("the map's code waits until the patient scrolls or asks for it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const leaflet: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && leaflet.push(request.url()));
  await page.goto(KROGER);
  const ask = page.getByRole("button", { name: "Show the map" });
  await expect(ask).toBeEnabled(); // the page can answer: hydrated
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(2_000); // the page has loaded and gone idle, when the map used to load by itself
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  const before = leaflet.length;
  await showStoreMap(page);
  expect(leaflet.length, "the map's code is fetched when asked for").toBeGreaterThan(before);
});

test("a skip link passes the map to the store list", async ({ page }) => {
  await page.goto(KROGER);
  await showStoreMap(page);
  const skip = page.getByRole("link", { name: "Skip the map to the store list" });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAccessibleName(/^Show on map: /);
});

// The pins drawn, each with its text and box.
async function pinBoxes(map: Locator) {
  return map
    .locator(".leaflet-marker-icon.store-pin")
    .evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? "", ...e.getBoundingClientRect().toJSON() })));
}

// Walgreens' nine stores near 60601 lie within a mile of each other: at the fitted zoom some pins would overlap, as the
// price map's do, and are grouped the same way ("1·2·4"); choosing the group zooms in on its stores.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`overlapping store pins are grouped, every pin a whole target, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(WALGREENS);
    await showStoreMap(page);
    const map = page.getByTestId("store-map");
    await page.waitForTimeout(500); // the fitted view settles
    const pins = await pinBoxes(map);
    for (const [i, a] of pins.entries()) {
      expect(a.width, `pin ${a.text}`).toBeGreaterThanOrEqual(24);
      for (const b of pins.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, `pins ${a.text} and ${b.text} overlap`).toBe(false);
      }
    }
    // Every store is on the map: alone, or named in its group's pin.
    const numbers = pins.flatMap((p) => (p.text.includes("+") ? [] : p.text.split("·").map(Number)));
    const group = pins.find((p) => /·/.test(p.text));
    expect(group, "a group pin").toBeDefined();
    if (!pins.some((p) => p.text.includes("+"))) expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]); // prettier-ignore
    await expect(map.locator(`.store-pin[title^="Stores "]`).first()).toBeAttached();
    await expectAccessible(page, `chain map ${viewport.width}`);

    // Choosing the group zooms in until its stores stand apart.
    const before = pins.length;
    await map.locator(".store-pin-group").first().click();
    await expect.poll(async () => (await pinBoxes(map)).length).toBeGreaterThan(before);
  });
}

test("a store chosen in the list stands alone on the map, its group opened", async ({ page }) => {
  await page.goto(WALGREENS);
  await showStoreMap(page);
  const map = page.getByTestId("store-map");
  const grouped = (await pinBoxes(map)).find((p) => /·/.test(p.text))!;
  const number = Number(grouped.text.split(/[·+ ]/)[0]);
  await page
    .getByTestId("store-list")
    .locator("li")
    .nth(number - 1)
    .getByRole("button", { name: /^Show on map/ })
    .click();
  await expect(map.locator(".store-pin-selected")).toHaveText(String(number));
});
