// The small things that read as unfinished: local times, store hours, Spanish dose labels and store counts, one
// language in the pharmacist view, an honest message for a too-long search, the price trend and pet prices
// explained, no dead wallet buttons or raw JSON, a real share button, one people/pets switch in the tab order.
import type { Page } from "@playwright/test";
import { CHICAGO_ZIP, expect, test } from "./site";

const SITE = "http://127.0.0.1";
const spanish = (page: Page) => page.context().addCookies([{ name: "NEXT_LOCALE", value: "es-US", url: SITE }]);
const KROGER = `/drug/atorvastatin/chain/KROGER?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30`;

test.describe("a browser set to UTC", () => {
  test.use({ timezoneId: "UTC" });

  test("prices are checked at a time in the zip's own time zone, never UTC", async ({ page, context }) => {
    await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: SITE }]);
    await page.goto("/drug/atorvastatin");
    await expect(page.getByText(/Prices are estimates, checked at \d{1,2}:\d\d [AP]M C[SD]T\./)).toBeVisible();
    await expect(page.getByText(/UTC/)).toHaveCount(0);
  });

  test("a zip typed after the page loaded, and My medicines: the zip's time zone too", async ({ page }) => {
    await page.goto("/drug/atorvastatin?dose=00378395005&qty=30");
    await page.getByRole("button", { name: "Add to my medicines" }).click();
    await page.getByLabel("Zip code").fill(CHICAGO_ZIP);
    await page.getByLabel("Zip code").press("Enter");
    await expect(page.getByTestId("nearby-list")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Prices are estimates, checked at \d{1,2}:\d\d [AP]M C[SD]T\./)).toBeVisible();
    await page.goto("/my-medicines");
    await expect(page.getByTestId("single")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/checked at \d{1,2}:\d\d [AP]M C[SD]T\./)).toBeVisible();
    await expect(page.getByText(/UTC/)).toHaveCount(0);
    // The card with the list's prices at one pharmacy, and with a price chosen on a medication page: its zip's zone.
    await page.getByTestId("single").getByRole("link").click();
    await expect(page.getByTestId("list-total")).toBeVisible();
    await expect(page.getByText(/checked at \d{1,2}:\d\d [AP]M C[SD]T\./)).toBeVisible();
    await page.goto("/card?drug=atorvastatin&dose=00378395005&qty=30&chain=KROGER");
    await expect(page.getByText(/checked at \d{1,2}:\d\d [AP]M C[SD]T\./)).toBeVisible();
    await expect(page.getByText(/UTC/)).toHaveCount(0);
  });
});

test("store hours in 12-hour time, with open 24 hours said so", async ({ page }) => {
  await page.goto(KROGER.replace("KROGER", "WALGREENS"));
  const hours = page.getByText(/^Store hours: /);
  await expect(hours.first()).toBeVisible();
  for (const text of await hours.allTextContents()) {
    expect(text).not.toMatch(/\d\d:\d\d|00:00/);
    expect(text).toMatch(/[AP]M|open 24 hours|call for hours|closed/i);
  }
  await expect(hours.filter({ hasText: "Open 24 hours" }).first()).toBeVisible(); // a "24/7" store
});

test("Spanish: dose qualifiers translated and the store count said once", async ({ page }) => {
  await spanish(page);
  await page.goto("/drug/metformin-hydrochloride");
  const doses = (await page.getByLabel("Dosis").locator("option").allTextContents()).join(" | ");
  expect(doses).not.toMatch(/Modified|Osmotic|Once-Daily/);
  expect(doses).toMatch(/modificada/);
  await page.goto(KROGER.replace("KROGER", "WALGREENS"));
  const heading = page.getByRole("heading", { name: /^Tiendas/ });
  await expect(heading).toBeVisible();
  expect(await heading.textContent()).not.toMatch(/tiendas.*tiendas/i);
});

test("the pharmacist view is in one language, the pharmacy's", async ({ page }) => {
  await spanish(page);
  await page.goto("/card");
  await page.getByRole("button", { name: "Mostrar al farmacéutico" }).click();
  const view = page.getByTestId("pharmacist-view");
  await expect(view).toHaveAttribute("lang", "en-US");
  await expect(view).not.toContainText(/Tarjeta|Cerrar|farmac|idioma/);
  await expect(view.getByRole("button", { name: "Close" })).toBeVisible();
});

test("a too-long search says it is too long, not that search is unavailable", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search a medication" }).fill("atorvastatin ".repeat(10));
  await expect(page.getByText("That is too long for a medication name. Use at most 100 characters.")).toBeVisible();
  await expect(page.getByText(/unavailable/)).toHaveCount(0);
});

test("the price trend says what it means for the patient; pet prices say why they differ", async ({ page }) => {
  await page.goto("/drug/atorvastatin");
  await expect(page.getByText(/not the price you pay/)).toBeVisible();
  await expect(page.getByTestId("pet-prices-note")).toHaveCount(0);
  await page.context().addCookies([{ name: "rx-audience", value: "pets", url: SITE }]);
  await page.reload();
  await expect(page.getByTestId("pet-prices-note")).toContainText(/pet network/);
});

test("the card page: no disabled wallet buttons, no raw JSON, and a share button that shares the card link", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(navigator, "share", {
      value: async (data: unknown) => void (window as unknown as { shared: unknown[] }).shared.push(data),
    });
  });
  await page.goto("/card");
  const memberId = (await page.getByTestId("member-id").textContent())!;
  await expect(page.locator("[aria-disabled=true]")).toHaveCount(0);
  await expect(page.getByText(/Card data \(JSON\)|not set up to sign/)).toHaveCount(0);
  await page.getByRole("button", { name: "Share this card" }).click();
  const shared = (await page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared))[0]!;
  expect(new URL(shared.url).pathname).toBe("/card/open");
  expect(shared.url).toContain(`memberId=${memberId}`);
});

test.describe("without the Web Share API", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the share button copies the card link", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.goto("/card");
    await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
    await page.getByRole("button", { name: "Share this card" }).click();
    await expect(page.getByText("Link copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/card\/open#type=people&memberId=RX/);
  });
});

test("the people/pets switch is in the tab order once on the home page", async ({ page }) => {
  await page.goto("/");
  const stops: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    stops.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
  }
  expect(stops.filter((s) => s === "Pets")).toHaveLength(1);
});
