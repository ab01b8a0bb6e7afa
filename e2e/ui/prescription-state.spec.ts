// The prescription a patient chose survives every way around the site: Back from a chain's stores, the card page
// opening at its top, prices above the fold on a phone, and a dose menu walked with the arrow keys.
import type { Page } from "@playwright/test";
import { expect, showStoreMap, test } from "./site";

// The pages as they render from the network (offline.spec.ts covers the service worker's answers).
test.use({ serviceWorkers: "block" });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const ZIP = "60614";
const DOSE_10 = "00378395005";

const pricesSettled = (page: Page) =>
  expect(page.getByRole("region", { name: /^(prices near|national prices)/i })).toHaveAttribute("aria-busy", "false");

// The patient's choice on the medication page: 10 mg (not the default 40 mg), 90 tablets, a zip; its chain prices and
// the first chain's "See stores" address.
async function choosePrescription(page: Page): Promise<{ prices: string[]; chainPage: string }> {
  await page.goto("/drug/atorvastatin");
  await page.getByLabel("Dose").selectOption({ label: "10 mg tablet" });
  await page.getByLabel("Quantity").selectOption({ label: "90 tablets" });
  await page.getByLabel("Zip code").fill(ZIP);
  await page.getByRole("button", { name: "Show prices" }).click();
  await expect(page.getByRole("heading", { name: `Prices near ${ZIP}` })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`dose=${DOSE_10}&qty=90&zip=${ZIP}`));
  await pricesSettled(page);
  const prices = await page.getByTestId("price").allTextContents();
  const chainPage = await page
    .getByRole("link", { name: /^See stores/ })
    .first()
    .getAttribute("href");
  return { prices, chainPage: chainPage! };
}

// Back on the medication page: the prescription chosen, its prices, and the card links carrying it.
async function expectPrescriptionKept(page: Page, prices: string[]): Promise<void> {
  await expect(page.getByLabel("Dose")).toHaveValue(DOSE_10);
  await expect(page.getByLabel("Quantity")).toHaveValue("90");
  await expect(page.getByLabel("Zip code")).toHaveValue(ZIP);
  await expect(page.getByRole("heading", { name: `Prices near ${ZIP}` })).toBeVisible();
  await pricesSettled(page);
  expect(await page.getByTestId("price").allTextContents()).toEqual(prices);
  await expect(page.getByRole("link", { name: /^Get this price/ }).first()).toHaveAttribute(
    "href",
    new RegExp(`dose=${DOSE_10}&qty=90&`),
  );
}

// Fully inside the window, with the page not scrolled.
async function expectAboveTheFold(page: Page, testId: string, height: number): Promise<void> {
  const box = (await page.getByTestId(testId).first().boundingBox())!;
  expect(box.y, `${testId} below the top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${testId} above the fold`).toBeLessThanOrEqual(height);
}

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  test.describe(name, () => {
    test.use({ viewport });

    test("Back from a store's card, after See stores filtered the list, keeps the dose, quantity and zip", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { prices } = await choosePrescription(page);
      // "See stores" filters this page's pharmacies to the chain; a store's card from there, then Back.
      await page
        .getByRole("link", { name: /^See stores/ })
        .first()
        .click();
      await expect(page.getByLabel("Show", { exact: true })).not.toHaveValue("");
      await expect(page.getByTestId("nearby-list").getByText(/^Lowest .+ price$/)).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(new RegExp(`/drug/atorvastatin\\?dose=${DOSE_10}&qty=90&zip=${ZIP}`));
      const storeCard = page.getByTestId("nearby-list").getByRole("link", { name: /^Get the card for this price/ });
      await expect(storeCard.first()).toHaveAttribute("href", new RegExp(`dose=${DOSE_10}&qty=90&`));
      await storeCard.first().click();
      await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
      await page.goBack();
      await expectPrescriptionKept(page, prices);
    });

    test("Back from a chain's stores page keeps the dose, quantity and zip; so does the address alone", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { prices, chainPage } = await choosePrescription(page);
      // "See stores" opens the chain's own page in a new tab when asked to (Ctrl or Cmd and click).
      const [tab] = await Promise.all([
        page.context().waitForEvent("page"),
        page
          .getByRole("link", { name: /^See stores/ })
          .first()
          .click({ modifiers: ["ControlOrMeta"] }),
      ]);
      await expect(tab).toHaveURL(chainPage);
      await expect(tab.getByText("atorvastatin, 10 mg tablet, 90 tablets")).toBeVisible();
      await tab.close();
      // Followed in this tab (its address shared or bookmarked), looked at, then Back.
      await page.goto(chainPage);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(` near ${ZIP}$`));
      await expect(page.getByText("atorvastatin, 10 mg tablet, 90 tablets")).toBeVisible();
      // The map loads when asked for (issue 26): looking at it is part of looking at the page.
      await showStoreMap(page);
      await page.goBack();
      await expectPrescriptionKept(page, prices);

      // The address alone brings the whole prescription back (a link shared, a tab reopened).
      await page.context().clearCookies();
      const reopened = await page.context().newPage();
      await reopened.goto(`/drug/atorvastatin?dose=${DOSE_10}&qty=90&zip=${ZIP}`);
      await expect(reopened.getByRole("heading", { name: `Prices near ${ZIP}` })).toBeVisible();
      await expect(reopened.getByLabel("Zip code")).toHaveValue(ZIP);
      await expect(reopened.getByLabel("Dose")).toHaveValue(DOSE_10);
    });

    test("after entering a zip the first price is on screen without scrolling, in a compact card", async ({ page }) => {
      await page.goto("/drug/atorvastatin");
      await page.getByLabel("Zip code").fill(ZIP);
      await page.getByRole("button", { name: "Show prices" }).click();
      await expect(page.getByRole("heading", { name: `Prices near ${ZIP}` })).toBeVisible();
      await pricesSettled(page);
      await expectAboveTheFold(page, "price", viewport.height);
      const card = (await page.getByTestId("chain-prices").getByRole("listitem").first().boundingBox())!;
      expect(card.height, "a price card's height").toBeLessThanOrEqual(name === "phone" ? 130 : 100);

      // And on the next visit (the zip is remembered) the page opens with the first price in view.
      await page.goto("/drug/atorvastatin");
      await expect(page.getByRole("heading", { name: `Prices near ${ZIP}` })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectAboveTheFold(page, "price", viewport.height);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the card opens at its top after a price far down the list", async ({ page, context }) => {
    await context.addCookies([{ name: "rx-zip", value: ZIP, url: "http://127.0.0.1" }]);
    await page.goto("/drug/atorvastatin");
    // A store's card far down the list of pharmacies near the zip.
    const link = page
      .getByTestId("nearby-list")
      .getByRole("link", { name: /^Get the card for this price/ })
      .nth(5);
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await link.click();
    await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectAboveTheFold(page, "member-id", PHONE.height);
  });
});

test("arrow keys through the dose menu price only the dose the patient stops on", async ({ page }) => {
  await page.goto("/drug/atorvastatin");
  await pricesSettled(page);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/prices")) asked.push(JSON.parse(r.postData() ?? "{}").ndc);
  });
  const dose = page.getByLabel("Dose");
  await dose.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown", { delay: 20 });
  await expect(dose).toHaveValue("00378395305"); // 80 mg, three steps down from 10 mg
  await expect(page).toHaveURL(/dose=00378395305/);
  await pricesSettled(page);
  await page.waitForTimeout(500);
  expect(asked).toEqual(["00378395305"]);
});
