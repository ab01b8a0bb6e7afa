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

test("the API reference: an index of the endpoints at once, without scripts, then Swagger UI", async ({
  browser,
  page,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const index = await plain.newPage();
  await index.goto("/docs");
  await expect(index.getByRole("heading", { name: "Pharmacy discount card API" })).toBeVisible();
  await expect(index.getByText("GET /membership/v1/json/people")).toBeVisible();
  await expect(index.getByText("GET /pharmacies/v1/chain")).toBeVisible();
  await plain.close();

  await page.goto("/docs");
  await expect(page.getByText("Pharmacy discount card API").first()).toBeVisible();
  // Swagger UI's bundle is 1.5 MB of script: parsed and run on a 2-core machine beside other tests, it takes seconds.
  const operation = page.locator(".swagger-ui .opblock").filter({ hasText: "/membership/v1/json/people" }).first();
  await expect(operation).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("GET /pharmacies/v1/chain")).toHaveCount(0); // the index was replaced
});
