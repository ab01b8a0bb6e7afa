// The store map with no tile server configured: a basemap drawn from public-domain Census data that ships with the
// site (county outlines and names, zip code areas), a scale, no request to another host; the zip centre's label
// never covers a store's pin; a link skips the map for the store list. The map's code waits for the patient: it loads
// when they scroll with the map on screen or ask for it, never with the page.
import { CHICAGO_ZIP, expect, showStoreMap, test } from "./site";

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
