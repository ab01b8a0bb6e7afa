// The maps' pins stay clear of the maps' controls: no price pin or store pin fitted half under the zoom buttons, the
// scale or the attribution, at phone and desktop size, in a city and in a rural zip.
import type { Locator, Page } from "@playwright/test";
import { CHICAGO_ZIP, expect, showStoreMap, test } from "./site";

const SITE = "http://127.0.0.1";
const ZIPS = [CHICAGO_ZIP, "77024", "59001"]; // Chicago, Houston, Absarokee MT (a 50-mile region)
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

// Each pin that overlaps a control, named by its text and the control's class.
async function pinsUnderControls(map: Locator, pins: string): Promise<string[]> {
  return map.evaluate((frame, selector) => {
    const box = (e: Element) => e.getBoundingClientRect();
    const controls = [...frame.querySelectorAll(".leaflet-control")];
    return [...frame.querySelectorAll(selector)].flatMap((pin) => {
      const p = box(pin);
      return controls
        .filter((c) => {
          const b = box(c);
          return p.left < b.right && b.left < p.right && p.top < b.bottom && b.top < p.bottom;
        })
        .map((c) => `${pin.textContent} under ${c.className}`);
    });
  }, pins);
}

async function withZip(page: Page, zip: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.context().addCookies([{ name: "rx-zip", value: zip, url: SITE }]);
}

for (const viewport of SIZES) {
  for (const zip of ZIPS) {
    test(`price pins clear of the map's controls, ${zip}, ${viewport.width} px`, async ({ page }) => {
      await withZip(page, zip, viewport);
      await page.goto("/drug/atorvastatin?dose=00378395005&qty=30");
      const map = page.getByTestId("nearby-map");
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator(".price-pin").first()).toBeVisible({ timeout: 30_000 });
      await expect(map.locator(".leaflet-control-zoom")).toBeVisible();
      expect(await pinsUnderControls(map, ".price-pin")).toEqual([]);
      // The places under the pins drawn however wide the region (a 50-mile one asked the basemap for too much: a 400,
      // no county outlines, and a response never read).
      await expect(map.locator("path.basemap-county").first()).toBeAttached();
      await page.waitForLoadState("networkidle", { timeout: 15_000 });
    });
  }

  test(`store pins clear of the map's controls, ${viewport.width} px`, async ({ page }) => {
    await withZip(page, CHICAGO_ZIP, viewport);
    await page.goto(`/drug/atorvastatin/chain/WALGREENS?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30`);
    await showStoreMap(page);
    expect(await pinsUnderControls(page.getByTestId("store-map"), ".store-pin")).toEqual([]);
  });
}
