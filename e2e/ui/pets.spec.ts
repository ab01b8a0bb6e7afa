import { CHICAGO_ZIP, expect, expectAccessible, listedPrices, screenshot, test } from "./site";

test("pets: their own theme, prices and card, never mixed with people's", async ({ page, context }) => {
  await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: "http://127.0.0.1" }]);
  await page.goto("/drug/atorvastatin");
  const peoplePrices = await listedPrices(page);

  await page.goto("/");
  await page.getByRole("button", { name: "Pets", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay less for your pet's prescriptions");
  await expect(page.locator("body")).toHaveAttribute("data-audience", "pets");
  await expect(page.getByRole("button", { name: "Pets", exact: true }).first()).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page, "pets home");

  const box = page.getByRole("combobox", { name: "Search a medication" });
  await box.pressSequentially("ator", { delay: 40 });
  await expect(page.getByRole("listbox")).toHaveAttribute("aria-busy", "false");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/drug\/atorvastatin/);
  await expect(page.getByRole("heading", { name: `Prices near ${CHICAGO_ZIP}` })).toBeVisible();
  const petPrices = await listedPrices(page);
  expect(petPrices).not.toEqual(peoplePrices);
  expect(petPrices).toEqual([...petPrices].sort((a, b) => a - b));
  await expectAccessible(page, "pets medication page");
  await screenshot(page, "pets-prices");

  await page.getByRole("link", { name: "My card" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your pet discount card");
  const card = page.locator(".card-coupon");
  await expect(card).toHaveAttribute("data-card-type", "pets");
  await expect(card).toHaveCSS("background-color", "rgb(91, 33, 182)");
  await expect(page.getByTestId("member-id")).toHaveText(/^PT\d{10}$/);
  await expect(page.getByTestId("pcn")).toHaveText("PETCARD");
  await expect(page.getByTestId("bin")).toHaveText("019902");
  await expect(page.getByTestId("group")).toHaveText(/^V/);
  const petMember = await page.getByTestId("member-id").textContent();
  await expectAccessible(page, "pets card");
  await screenshot(page, "pets-card");

  // Back to people: the people card is a different card, and the pets card is kept for later.
  await page.getByRole("button", { name: "People", exact: true }).first().click();
  await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
  await expect(page.locator(".card-coupon")).toHaveAttribute("data-card-type", "people");
  await page.getByRole("button", { name: "Pets", exact: true }).first().click();
  await expect(page.getByTestId("member-id")).toHaveText(petMember!);
});

test("pets: the vets' list and example, and an animal-only drug says why it has no price", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Pets", exact: true }).first().click();
  await expect(page.locator("body")).toHaveAttribute("data-audience", "pets");
  const list = page.getByRole("region", { name: "Often prescribed by vets, filled at pharmacies" });
  await expect(list.getByRole("link", { name: "gabapentin", exact: true })).toBeVisible();
  const box = page.getByRole("combobox", { name: "Search a medication" });
  await expect(box).toHaveAttribute("placeholder", /gabapentin for dogs/);
  await box.fill("Rimadyl");
  await expect(page.getByText("“Rimadyl” is a medicine made only for animals.")).toBeVisible();
});

test("pets: a search 'for dogs' on the people side opens the medication for pets", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("body")).toHaveAttribute("data-audience", "people");
  const box = page.getByRole("combobox", { name: "Search a medication" });
  await box.fill("gabapentin for dogs");
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("gabapentin");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/drug\/gabapentin/);
  await expect(page.locator("body")).toHaveAttribute("data-audience", "pets");
});
