// With no connection the header's switches still work: Pets shows the kept pets card and Español the Spanish card
// page, never the browser's error page; a chosen-price link opened offline says why the price is missing.
import { expect, test } from "./site";

const SITE = "http://127.0.0.1";
const KEEP_TIMEOUT = 30_000;

test("offline, Pets and Español switch the kept card page", async ({ page, context }) => {
  // A pets card kept earlier, then the people card page kept for use offline.
  await context.addCookies([{ name: "rx-audience", value: "pets", url: SITE }]);
  await page.goto("/card");
  await expect(page.getByTestId("member-id")).toHaveText(/^PT\d{10}$/);
  const pets = (await page.getByTestId("member-id").textContent())!;
  await expect(page.getByTestId("offline-ready")).toBeVisible({ timeout: KEEP_TIMEOUT });
  await context.addCookies([{ name: "rx-audience", value: "people", url: SITE }]);
  await page.goto("/card");
  await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
  await expect(page.getByTestId("offline-ready")).toBeVisible({ timeout: KEEP_TIMEOUT });

  await context.setOffline(true);
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Pets", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your pet discount card");
  await expect(page.getByTestId("member-id")).toHaveText(pets);
  await expect(header.getByRole("button", { name: "Pets", exact: true })).toHaveAttribute("aria-pressed", "true");

  await header.getByRole("button", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su tarjeta de descuento para mascotas");
  await expect(page.getByTestId("member-id")).toHaveText(pets);
  await context.setOffline(false);
});

test("offline, a link with a chosen price opens the card and says the price needs a connection", async ({
  page,
  context,
}) => {
  await page.goto("/card");
  await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
  await expect(page.getByTestId("offline-ready")).toBeVisible({ timeout: KEEP_TIMEOUT });
  await context.setOffline(true);
  await page.goto("/card?drug=atorvastatin&dose=00378395005&qty=30&chain=KROGER");
  await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
  await expect(page.getByTestId("chosen-price-offline")).toHaveText(
    /The price you chose needs a connection\. Your card below works without one\./,
  );
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId("chosen-price")).toBeVisible();
  await expect(page.getByTestId("chosen-price-offline")).toHaveCount(0);
});
