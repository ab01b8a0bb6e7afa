// "Pharmacies near you" on a medication page: every pharmacy of the region with its own price (equal to the NPI
// pricing API's), cheapest first, chains and independents, one map of prices; a chain's "See stores" filters the list.
import type { BrowserContext, Page } from "@playwright/test";
import { apiPrices } from "./api-prices";
import { CHICAGO_ZIP, expect, expectAccessible, screenshot, test } from "./site";

test.describe.configure({ timeout: 180_000 });

const ATORVASTATIN = "/drug/atorvastatin?dose=00378395005&qty=30";
const HOUSTON_ZIP = "77024"; // CVS, Albertsons, Walgreens and many independents within 5 miles
const RURAL_ZIP = "59001"; // Absarokee, MT: the region reaches 50 miles (CVS, Walmart, independents)
const RURAL_NO_CHAIN_ZIP = "59003"; // Ashland, MT: only independent pharmacies within 50 miles

async function giveZip(context: BrowserContext, zip: string) {
  await context.addCookies([{ name: "rx-zip", value: zip, url: "http://127.0.0.1" }]);
}

// The atorvastatin page as a patient who gave this zip sees it, loaded.
async function openWithZip(page: Page, context: BrowserContext, zip: string) {
  await giveZip(context, zip);
  await page.goto(ATORVASTATIN, { waitUntil: "networkidle" });
}

async function listed(page: Page) {
  return page
    .getByTestId("nearby-list")
    .locator(":scope > li")
    .evaluateAll((items) =>
      items.map((li) => ({
        npi: li.getAttribute("data-npi")!,
        chain: li.getAttribute("data-chain")!,
        price: Number(li.getAttribute("data-price")),
        distance: Number(li.getAttribute("data-distance")),
      })),
    );
}

for (const [place, zip] of [
  ["Houston", HOUSTON_ZIP],
  ["Chicago", CHICAGO_ZIP],
  ["rural Montana", RURAL_ZIP],
] as const) {
  test(`${place} (${zip}): chains and independents, cheapest first, each at the NPI pricing API's price`, async ({
    page,
    context,
    account,
  }) => {
    await openWithZip(page, context, zip);
    await expect(page.getByRole("heading", { name: `Pharmacies near ${zip}`, exact: true })).toBeVisible();
    const list = page.getByTestId("nearby-list").locator(":scope > li");
    await expect(list).toHaveCount(10);
    // The "Show" filter names every chain of the region and the independents: at least two chains and independents.
    const options = await page.getByLabel("Show", { exact: true }).locator("option").allTextContents();
    expect(options.filter((o) => !/^(All pharmacies|Independent pharmacies)/.test(o)).length).toBeGreaterThanOrEqual(2);
    expect(options.some((o) => o.startsWith("Independent pharmacies"))).toBe(true);

    await page.getByRole("button", { name: "Show more pharmacies" }).click();
    await expect.poll(() => list.count(), { timeout: 30_000 }).toBe(20);
    const rows = await listed(page);
    const prices = rows.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const api = await apiPrices(page.request, account, {
      ndc: "00378395005",
      quantity: 30,
      npis: rows.map((r) => r.npi),
    });
    for (const row of rows) expect(row.price, row.npi).toBe(api.get(row.npi));
    // The cheapest is marked, and the map shows a price pin (or group) for every pharmacy of the region.
    await expect(list.first().getByText("Lowest price")).toBeVisible();
    await page.getByTestId("nearby-map").scrollIntoViewIfNeeded();
    await expect(page.locator(".leaflet-marker-icon.price-pin").first()).toBeVisible();
    const regionTotal = Number((await page.getByTestId("nearby-radius").textContent())!.match(/^(\d+) pharmac/)![1]);
    const pinned = await page
      .locator(".leaflet-marker-icon.price-pin")
      .evaluateAll((pins) =>
        pins.map((p) => Number(/^(\d+) pharmacies/.exec(p.getAttribute("title") ?? "")?.[1] ?? 1)),
      );
    expect(pinned.reduce((sum, n) => sum + n, 0)).toBe(regionTotal);
    if (zip === RURAL_ZIP) await expect(page.getByTestId("nearby-widened")).toContainText("50 miles");

    await page.getByText("Nearest", { exact: true }).click();
    await expect
      .poll(
        async () => {
          const miles = (await listed(page)).map((r) => r.distance);
          return miles.length > 0 && miles.every((d, k) => k === 0 || miles[k - 1]! <= d);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  // The chain comparison above the list: each chain's price is its cheapest store's near the zip (by the partner API:
  // every store /pharmacies/v1/chain lists for that zip, priced by the NPI pricing API), never a price none of its stores
  // has, and "Get this price" opens the card at that store with that price.
  test(`${place} (${zip}): each chain's price is its cheapest store's there, and its card names that store`, async ({
    page,
    context,
    account,
  }) => {
    await openWithZip(page, context, zip);
    const rows = page.getByTestId("chain-prices").getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    const chains = await rows.evaluateAll((items) =>
      items.map((li) => ({
        code: li.getAttribute("data-chain")!,
        price: Number(li.querySelector("[data-testid=price]")!.textContent!.replace(/[^0-9.]/g, "")),
      })),
    );
    expect(chains.length).toBeGreaterThanOrEqual(2);
    const streets = new Map<string, string>();
    let cheapestOfFirst: string[] = []; // the first chain's stores at its price (two may share it)
    for (const chain of chains) {
      const npis: string[] = [];
      for (let index = 0, size = 1; index < size; index += 10) {
        const res = await page.request.get(
          `/pharmacies/v1/chain?zip=${zip}&chainCode=${chain.code}&limit=10&index=${index}`,
          { headers: { "x-api-key": account.apiKey } },
        );
        expect(res.status()).toBe(200);
        const body = (await res.json()) as {
          pharmacies: { npi: string; address: { street: string } }[];
          pagination: { size: number };
        };
        for (const p of body.pharmacies) streets.set(p.npi, p.address.street);
        npis.push(...body.pharmacies.map((p) => p.npi));
        size = body.pagination.size;
      }
      const api = await apiPrices(page.request, account, {
        ndc: "00378395005",
        quantity: 30,
        npis,
      });
      expect(chain.price, chain.code).toBe(Math.min(...api.values()));
      if (chain === chains[0]) cheapestOfFirst = [...api].filter(([, price]) => price === chain.price).map(([n]) => n);
    }
    const [first] = chains;
    await rows
      .first()
      .getByRole("link", { name: /^Get this price/ })
      .click();
    await expect(page.getByTestId("chosen-price")).toContainText(`$${first!.price.toFixed(2)}`);
    const chosen = (await page.getByTestId("chosen-price").textContent())!;
    expect(
      cheapestOfFirst.some((npi) => chosen.includes(streets.get(npi)!)),
      chosen,
    ).toBe(true);
  });
}

test("See stores lists the chain's stores here, cheapest marked, and the map shows their prices", async ({
  page,
  context,
}) => {
  await openWithZip(page, context, CHICAGO_ZIP);
  await page.getByRole("link", { name: "See stores: Walgreens" }).click();
  await expect(page.getByRole("heading", { name: `Pharmacies near ${CHICAGO_ZIP}`, exact: true })).toBeFocused();
  await expect(page.getByLabel("Show", { exact: true })).toHaveValue("WALGREENS");
  await expect
    .poll(async () => (await listed(page)).every((r) => r.chain === "WALGREENS"), { timeout: 30_000 })
    .toBe(true);
  const rows = await listed(page);
  expect(rows.map((r) => r.price)).toEqual(rows.map((r) => r.price).sort((a, b) => a - b));
  await expect(
    page.getByTestId("nearby-list").locator(":scope > li").first().getByText("Lowest Walgreens price"),
  ).toBeVisible();

  // "Show on map" selects the pharmacy's pin; on the map no two price labels overlap.
  await page
    .getByTestId("nearby-list")
    .locator(":scope > li")
    .nth(1)
    .getByRole("button", { name: /Show on map/ })
    .click();
  await expect(page.locator(".price-pin-selected")).toHaveCount(1);
  const boxes = await page
    .locator(".leaflet-marker-icon.price-pin")
    .evaluateAll((pins) =>
      pins.map((p) => p.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height })),
    );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y).toBe(true);
  await screenshot(page, "nearby-desktop");
  await expectAccessible(page, "pharmacies near you");

  // The chain filter is in the address: the card and Back, or a reload, show the same chain's stores.
  await expect(page).toHaveURL(/[?&]chain=WALGREENS\b/);
  await page
    .getByTestId("nearby-list")
    .locator(":scope > li")
    .first()
    .getByRole("link", { name: /^Get the card for this price/ })
    .click();
  await expect(page.getByTestId("chosen-price")).toContainText("Walgreens");
  await page.goBack();
  await expect(page.getByLabel("Show", { exact: true })).toHaveValue("WALGREENS");
  await expect.poll(async () => (await listed(page)).every((r) => r.chain === "WALGREENS")).toBe(true);
  await page.reload();
  await expect(page.getByLabel("Show", { exact: true })).toHaveValue("WALGREENS");
  expect((await listed(page)).every((r) => r.chain === "WALGREENS")).toBe(true);
});

test("a chain the region does not have, typed into the address, shows every pharmacy", async ({ page, context }) => {
  await giveZip(context, CHICAGO_ZIP);
  await page.goto(`${ATORVASTATIN}&chain=NOSUCHCHAIN`, { waitUntil: "networkidle" });
  await expect(page.getByLabel("Show", { exact: true })).toHaveValue("");
  await expect(page).not.toHaveURL(/chain=/);
  expect(new Set((await listed(page)).map((r) => r.chain)).size).toBeGreaterThan(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("Show on map brings the map into view", async ({ page, context }) => {
    await openWithZip(page, context, CHICAGO_ZIP);
    const item = page.getByTestId("nearby-list").locator(":scope > li").nth(6);
    await item.scrollIntoViewIfNeeded();
    await expect(page.getByTestId("nearby-map")).not.toBeInViewport();
    await item.getByRole("button", { name: /Show on map/ }).click();
    await expect(page.getByTestId("nearby-map")).toBeInViewport();
    await expect(page.locator(".price-pin-selected")).toHaveCount(1);
    await screenshot(page, "nearby-phone", false);
  });
});

test("a zip that does not exist says so, not that no chain is near", async ({ page, context }) => {
  await giveZip(context, "00000");
  await page.goto(ATORVASTATIN);
  await expect(page.getByTestId("national")).toHaveText(/We could not find zip code 00000/);
  await expect(page.getByText(/no pharmacy chain near/i)).toHaveCount(0);
});

test("a rural zip with no chain nearby shows its nearest pharmacies, not national chains", async ({
  page,
  context,
}) => {
  await giveZip(context, RURAL_NO_CHAIN_ZIP);
  await page.goto(ATORVASTATIN);
  await expect(page.getByTestId("national")).toHaveText(/No pharmacy chain has a store within 50 miles of 59003/);
  await expect(page.getByTestId("chain-prices")).toHaveCount(0);
  const rows = await listed(page);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r.chain === "INDEPENDENT")).toBe(true);
  await expectAccessible(page, "rural pharmacies");
});
