import {
  CHICAGO_ZIP,
  expect,
  expectAccessible,
  listedPrices,
  screenshot,
  showStoreMap,
  storesOnMap,
  test,
} from "./site";

const WALGREENS = `/drug/atorvastatin/chain/WALGREENS?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30`;

async function distances(page: import("@playwright/test").Page): Promise<number[]> {
  const values = await page
    .getByTestId("store-list")
    .locator(":scope > li")
    .evaluateAll((items) => items.map((li) => Number(li.getAttribute("data-distance"))));
  return values;
}

// The medication page's "See stores" now filters its own list of nearby pharmacies (nearby.spec.ts); the chain page
// still answers its address.
// Every listed store is on the map: its own numbered pin, or named in a group pin where pins would overlap.
const everyStore = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

test("a chain's stores: every listed store on the map, nearest first, store prices", async ({ page }) => {
  test.setTimeout(120_000); // map, list, keyboard and axe on one page
  await page.goto(WALGREENS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Walgreens near ${CHICAGO_ZIP}`);
  await expect(page.getByTestId("distance-origin")).toHaveText(
    `Distances are from the centre of zip code ${CHICAGO_ZIP}.`,
  );

  const items = page.getByTestId("store-list").locator(":scope > li");
  // The map's code (Leaflet) is fetched when the patient asks for the map (store-map.spec.ts: or scrolls to it).
  await showStoreMap(page);
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  await expect.poll(() => storesOnMap(page)).toEqual(everyStore(count));
  const miles = await distances(page);
  expect(miles.every((d) => d >= 0)).toBe(true);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  expect((await listedPrices(page, "store-price")).length).toBe(count);
  // "Approximate location" marks exactly the stores placed on their zip's centre, not those at their own address.
  for (let i = 0; i < count; i++) {
    const placement = await items.nth(i).getAttribute("data-placement");
    await expect(items.nth(i).getByTestId("approximate-location")).toHaveCount(placement === "zip" ? 1 : 0);
  }
  await expect(items.first().getByRole("link", { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
    "href",
    /^tel:\+1\d{10}$/,
  );
  await expect(items.first().getByRole("link", { name: /^Directions/ })).toHaveAttribute("href", /maps/);

  // List to map: the store's pin is highlighted.
  await items
    .nth(2)
    .getByRole("button", { name: /Show on map/ })
    .click();
  await expect(items.nth(2).getByRole("button", { name: /Show on map/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".store-pin-selected")).toHaveCount(1);
  await expect(page.locator(".store-pin-selected")).toHaveAttribute("title", /^3\. Walgreens( #\d+)?, /);
  await screenshot(page, "chain-stores-map");

  // Map to list, by keyboard: Enter on a focused pin selects its store and moves the focus to it (a store's own pin,
  // not the selected one's: at this zoom some pins may still be grouped).
  const pin = page.locator(".store-pin:not(.store-pin-group):not(.store-pin-selected)").first();
  const number = Number(/^(\d+)\. /.exec((await pin.getAttribute("title"))!)![1]);
  await pin.focus();
  await page.keyboard.press("Enter");
  const button = items.nth(number - 1).getByRole("button", { name: /Show on map/ });
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(button).toBeFocused();
  await expect(page.locator(".store-pin-selected")).toHaveAttribute(
    "title",
    new RegExp(`^${number}\\. Walgreens( #\\d+)?, `),
  );
  await expectAccessible(page, "chain stores");
});

test("more stores add more pins", async ({ page }) => {
  await page.goto(`/drug/atorvastatin/chain/WALGREENS?zip=10001&dose=00378395005&qty=30`);
  const items = page.getByTestId("store-list").locator(":scope > li");
  await expect(items).toHaveCount(10);
  await showStoreMap(page);
  await page.getByRole("button", { name: "Show more stores" }).click();
  await expect.poll(() => items.count()).toBeGreaterThan(10);
  await expect.poll(() => storesOnMap(page)).toEqual(everyStore(await items.count()));
  const miles = await distances(page);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
});

test.describe("with the browser's location", () => {
  test.use({ geolocation: { latitude: 41.8858, longitude: -87.6181 }, permissions: ["geolocation"] });

  test("distances are from the patient's location once shared", async ({ page }) => {
    await page.goto(WALGREENS);
    // "Show the map" is enabled once the page is interactive: only then can the location button answer a click.
    await showStoreMap(page);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByTestId("distance-origin")).toHaveText("Distances are from your location.");
    const miles = await distances(page);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await expect.poll(() => storesOnMap(page)).toEqual(everyStore(miles.length));
  });
});

test("a chain with no store near the zip says so", async ({ page }) => {
  await page.goto(`/drug/atorvastatin/chain/PUBLIX?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30`);
  await expect(page.getByText("No Publix store in this area.")).toBeVisible();
});

test("a custom count reads as what the pharmacy dispenses: whole boxes of the labelled carton", async ({ page }) => {
  // Toujeo SoloStar comes three 1.5 mL pens to a box (4.5 mL): 18 mL is a custom count of four boxes.
  await page.goto(`/drug/toujeo/chain/KROGER?zip=${CHICAGO_ZIP}&dose=00024586903&qty=18`);
  await expect(page.getByText("Toujeo, 300 units/mL pen (1.5 mL), 4 boxes of 3 pens (18 mL)")).toBeVisible();
});
