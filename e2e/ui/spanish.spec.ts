import { CHICAGO_ZIP, expect, expectAccessible, screenshot, test } from "./site";

test("the whole flow in Spanish, with Spanish dose labels from the catalog", async ({ page, context }) => {
  test.setTimeout(120_000); // four pages, each checked by axe
  await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: "http://127.0.0.1" }]);
  await page.goto("/");
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pague menos por sus recetas");
  await expect(page).toHaveURL(/\/$/); // the language is a cookie, not part of the address
  await expectAccessible(page, "home (es)");

  const box = page.getByRole("combobox", { name: "Buscar un medicamento" });
  await box.pressSequentially("ator", { delay: 40 });
  await expect(page.getByRole("option").first()).toContainText("Genérico");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: "Elija su receta" })).toBeVisible();
  await expect(page.getByLabel("Dosis")).toContainText("40 mg en tableta");
  await expect(page.getByLabel("Cantidad")).toContainText("30 tabletas");
  await expect(page.getByRole("heading", { name: `Precios cerca de ${CHICAGO_ZIP}` })).toBeVisible();
  await expect(page.getByText(/Los precios son estimados, consultados a las/)).toBeVisible();
  await expect(page.getByRole("img", { name: /Tendencia del precio: De \$/ })).toBeVisible();
  await expectAccessible(page, "medication page (es)");
  await screenshot(page, "spanish-prices");

  // "Ver tiendas" filters the pharmacies near the zip to the chain, on this page; its address is the chain's page.
  const seeStores = page.getByRole("link", { name: "Ver tiendas: Kroger" });
  const chainPage = (await seeStores.getAttribute("href"))!;
  await seeStores.click();
  await expect(page.getByRole("heading", { name: `Farmacias cerca de ${CHICAGO_ZIP}`, exact: true })).toBeFocused();
  await expect(page.getByLabel("Mostrar", { exact: true })).toHaveValue("KROGER");
  await expect(page.getByTestId("nearby-list").getByText("Precio más bajo de Kroger")).toBeVisible({ timeout: 30_000 });

  await page.goto(chainPage);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Kroger cerca de ${CHICAGO_ZIP}`);
  await expect(page.getByRole("button", { name: /Ver en el mapa/ }).first()).toBeVisible();
  await expectAccessible(page, "chain stores (es)");

  await page.getByRole("link", { name: "Mi tarjeta" }).click();
  await expect(page.getByText("ID de miembro")).toBeVisible();
  await expect(page.getByText("Muestre esta tarjeta a su farmacéutico.")).toBeVisible();
  await expectAccessible(page, "card (es)");

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-MX", extraHTTPHeaders: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" } });

  test("gets Spanish without choosing it", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pague menos por sus recetas");
  });
});
