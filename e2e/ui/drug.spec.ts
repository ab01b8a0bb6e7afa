import { CHICAGO_ZIP, expect, expectAccessible, listedPrices, screenshot, test } from "./site";

const pricesSettled = (page: import("@playwright/test").Page) =>
  expect(page.getByRole("region", { name: /^(prices near|national prices)/i })).toHaveAttribute("aria-busy", "false");

test("national prices until a zip is given; dose, quantity and a custom quantity change the prices", async ({
  page,
}) => {
  await page.goto("/drug/atorvastatin");
  await expect(page.getByRole("heading", { name: "National prices" })).toBeVisible();
  await expect(page.getByTestId("national")).toContainText("Enter your zip code");
  await expect(page.getByText(/Prices are estimates, checked at \d/)).toBeVisible();
  const start = await listedPrices(page);
  expect(start.length).toBe(10);

  // The default is the most dispensed strength (40 mg); another one changes the prices.
  await expect(page.getByLabel("Dose")).toHaveValue("00378395205");
  await page.getByLabel("Dose").selectOption({ label: "10 mg tablet" });
  await expect.poll(() => listedPrices(page)).not.toEqual(start);
  await pricesSettled(page);
  const dose10 = await listedPrices(page);
  await expect(page).toHaveURL(/dose=00378395005&qty=30/);

  await page.getByLabel("Quantity").selectOption({ label: "90 tablets" });
  await expect.poll(() => listedPrices(page)).not.toEqual(dose10);
  await pricesSettled(page);
  const qty90 = await listedPrices(page);
  // 90 tablets cost more than 30 across the chains (a $4 list may price both the same at the cheapest one).
  const total = (prices: number[]) => prices.reduce((sum, price) => sum + price, 0);
  expect(total(qty90)).toBeGreaterThan(total(dose10));

  await page.getByLabel("Quantity").selectOption({ label: "Other quantity…" });
  await page.getByLabel("How many tablets?").fill("45");
  await expect.poll(() => listedPrices(page)).not.toEqual(qty90);
  await expect(page).toHaveURL(/qty=45/);

  // "More" adds the next page of chains.
  await page.getByRole("button", { name: "Show more pharmacies" }).click();
  await expect.poll(async () => (await listedPrices(page)).length).toBeGreaterThan(10);

  // A reload keeps the prescription (dose and quantity are in the address).
  await page.reload();
  await expect(page.getByLabel("Dose")).toHaveValue("00378395005");
  await expect(page.getByLabel("How many tablets?")).toHaveValue("45");
});

test("a zip shows the chains near it, cheapest first, with retail price and saving; it is remembered", async ({
  page,
}) => {
  test.setTimeout(120_000); // two loads of the page with its pharmacies near the zip, and axe
  await page.goto("/drug/atorvastatin");
  await page.getByLabel("Zip code").fill(CHICAGO_ZIP);
  await page.getByRole("button", { name: "Show prices" }).click();
  await expect(page.getByRole("heading", { name: `Prices near ${CHICAGO_ZIP}` })).toBeVisible();
  await expect(page.getByTestId("national")).toBeHidden();
  await pricesSettled(page);
  const prices = await listedPrices(page);
  expect(prices.length).toBeGreaterThan(3);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  const rows = page.getByTestId("chain-prices").getByRole("listitem");
  await expect(rows.first()).toContainText(/\d+ stores? nearby/);
  await expect(page.getByText(/Retail price \$\d/).first()).toBeVisible();
  await expect(page.getByText(/You save \$\d+\.\d\d \(\d+%\)/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /See stores/ }).first()).toBeVisible();
  await screenshot(page, "drug-prices-near-zip");

  await page.reload();
  await expect(page.getByRole("heading", { name: `Prices near ${CHICAGO_ZIP}` })).toBeVisible();
  await expect(page.getByLabel("Zip code")).toHaveValue(CHICAGO_ZIP);
  await expectAccessible(page, "medication page");
});

test("a wrong zip is explained", async ({ page }) => {
  await page.goto("/drug/atorvastatin");
  await page.getByLabel("Zip code").fill("123");
  await page.getByRole("button", { name: "Show prices" }).click();
  await expect(page.getByText("Enter a 5-digit zip code.")).toBeVisible();
  await expect(page.getByLabel("Zip code")).toHaveAttribute("aria-invalid", "true");
});

test.describe("with the browser's location", () => {
  test.use({ geolocation: { latitude: 41.8858, longitude: -87.6181 }, permissions: ["geolocation"] });

  test("use my location finds the nearest zip on the server", async ({ page }) => {
    await page.goto("/drug/atorvastatin");
    const located = page.waitForRequest((r) => r.url().endsWith("/api/locate"));
    await page.getByRole("button", { name: "Use my location" }).click();
    const request = await located;
    expect(request.method()).toBe("POST");
    expect(request.url()).not.toContain("41.88");
    await expect(page.getByText(/Using zip code 606\d\d near your location/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /Prices near 606\d\d/ })).toBeVisible();
  });
});

test("the dose's NADAC price trend is an accessible chart with its figures", async ({ page }) => {
  await page.goto("/drug/atorvastatin");
  const chart = page.getByRole("img", { name: /Price trend: From \$[\d.]+ in \w+ \d{4} to/ });
  await expect(chart).toBeVisible();
  await page.getByText("Monthly figures").click();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(37);
  await page.getByLabel("Dose").selectOption({ label: "80 mg tablet" });
  await expect(page).toHaveURL(/dose=00378395305/);
  await expect(page.getByRole("img", { name: /Price trend/ })).toBeVisible();
});

test("brand and generic versions link to each other; an unknown slug is a helpful 404", async ({ page }) => {
  await page.goto("/drug/lipitor");
  const versions = page.getByRole("navigation", { name: "Brand and generic versions" });
  await expect(versions.getByRole("link", { name: /Lipitor/ })).toHaveAttribute("aria-current", "page");
  await versions.getByRole("link", { name: /atorvastatin/ }).click();
  await expect(page).toHaveURL(/\/drug\/atorvastatin(\?|$)/);

  const response = await page.goto("/drug/no-such-medication");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We could not find that medication." })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Search a medication" })).toBeVisible();
  await expectAccessible(page, "medication not found");
});

test("while a zip's prices load, the page never says no chain is near it", async ({ page }) => {
  await page.goto("/drug/atorvastatin");
  await pricesSettled(page);
  // The answer for the zip is held back a moment: meanwhile the national prices on screen speak for themselves.
  await page.route("**/api/prices", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.getByLabel("Zip code").fill(CHICAGO_ZIP);
  await page.getByRole("button", { name: "Show prices" }).click();
  await expect(page.getByRole("region", { name: /^national prices/i })).toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("national")).toContainText("Enter your zip code");
  await expect(page.getByText(`We found no pharmacy chain near ${CHICAGO_ZIP}`)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Prices near ${CHICAGO_ZIP}` })).toBeVisible({ timeout: 15_000 });
});
