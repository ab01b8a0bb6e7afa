import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures";

test("the home page explains the card and has no serious accessibility issue", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.screenshot({ path: "test-results/screenshots/home.png", animations: "disabled", fullPage: true });
});

test("the API reference page renders", async ({ page }) => {
  await page.goto("/docs");
  await expect(page.getByText("Pharmacy discount card API")).toBeVisible();
  await expect(page.getByText("/membership/v1/json/people").first()).toBeVisible();
});
