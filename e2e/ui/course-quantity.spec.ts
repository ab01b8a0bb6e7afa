// A course drug opens on a course as a prescriber writes it (doses a day x days), not a month of tablets or the mean
// fill, and the partner API prices that quantity.
import { CHICAGO_ZIP, expect, test } from "./site";

test("amoxicillin 875 mg opens on 20 tablets (twice a day for 10 days), with 14 and 28 beside it, priced by the API", async ({
  page,
  account,
}) => {
  await page.goto("/drug/amoxicillin");
  await page.getByLabel("Dose").selectOption({ label: "875 mg tablet" });
  await expect(page).toHaveURL(/qty=20(&|$)/);
  const quantity = page.getByLabel("Quantity");
  const options = await quantity.locator("option").allTextContents();
  expect(options.filter((o) => /tablets$/.test(o))).toEqual(["14 tablets", "20 tablets", "28 tablets"]);
  expect(await quantity.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe("20 tablets");
  await expect(page.getByTestId("price").first()).toBeVisible();

  // The same quantity through the partner API: chain prices near a zip, and the medication's alternatives.
  const ndc = await page.getByLabel("Dose").inputValue();
  const headers = { "x-api-key": account.apiKey };
  const region = await page.request.post("/pricing/v1/region/people", {
    headers,
    data: { ndc, quantity: 20, zip: CHICAGO_ZIP },
  });
  expect(region.status()).toBe(200);
  expect(((await region.json()) as { pharmacies: unknown[] }).pharmacies.length).toBeGreaterThan(0);
  const alternatives = await page.request.get("/search/v1/alternatives/?slug=amoxicillin", { headers });
  expect(alternatives.status()).toBe(200);
});
