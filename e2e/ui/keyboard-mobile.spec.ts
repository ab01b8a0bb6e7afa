import type { Page } from "@playwright/test";
import { CHICAGO_ZIP, expect, screenshot, tabTo, test } from "./site";

test.use({ viewport: { width: 320, height: 720 }, hasTouch: true });

async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test("keyboard only, at 320 px: search, zip, a chain's stores, the card", async ({ page }) => {
  await page.goto("/");
  await expectNoSideScroll(page);
  await tabTo(page, (el) => el.getAttribute("role") === "combobox");
  await page.keyboard.type("ator", { delay: 40 });
  await expect(page.getByRole("listbox")).toHaveAttribute("aria-busy", "false");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/drug\/atorvastatin(\?|$)/);
  await expectNoSideScroll(page);

  await tabTo(page, (el) => el.getAttribute("autocomplete") === "postal-code");
  await page.keyboard.type(CHICAGO_ZIP);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Prices near ${CHICAGO_ZIP}` })).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, "mobile-prices");

  await tabTo(page, (el) => (el.textContent ?? "").startsWith("See stores"));
  await page.keyboard.press("Enter");
  // "See stores" filters the page's list of nearby pharmacies to the chain and moves the focus to it.
  await expect(page.getByRole("heading", { name: `Pharmacies near ${CHICAGO_ZIP}`, exact: true })).toBeFocused();
  await expect(page.getByLabel("Show", { exact: true })).not.toHaveValue("");
  await expectNoSideScroll(page);
  await screenshot(page, "mobile-chain");

  await tabTo(page, (el) => (el.textContent ?? "").startsWith("Get the card for this price"));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
  await expect(page.getByTestId("chosen-price")).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, "mobile-card");
});
