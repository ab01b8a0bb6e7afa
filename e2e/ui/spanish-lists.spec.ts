// "Pharmacies near you" and "My medicines" in Spanish, for people and for pets: every step taken with the keyboard
// only (add to the list, sort, filter to a chain, show a pharmacy on the map, open the card with the list's prices,
// remove a medicine), each page with no serious accessibility issue.
import { CHICAGO_ZIP, expect, expectAccessible, tabTo, test } from "./site";

test.describe.configure({ timeout: 180_000 });

const SITE = "http://127.0.0.1";

for (const audience of ["people", "pets"] as const) {
  test(`nearby pharmacies and My medicines in Spanish, ${audience}, by keyboard`, async ({ page, context }) => {
    await context.addCookies([
      { name: "NEXT_LOCALE", value: "es-US", url: SITE },
      { name: "rx-zip", value: CHICAGO_ZIP, url: SITE },
      { name: "rx-audience", value: audience, url: SITE },
    ]);
    await page.goto("/drug/atorvastatin?dose=00378395005&qty=30");
    await expect(page.locator("body")).toHaveAttribute("data-audience", audience);
    await expect(page.getByRole("heading", { name: `Farmacias cerca de ${CHICAGO_ZIP}`, exact: true })).toBeVisible();
    await expect(page.getByTestId("nearby-radius")).toHaveText(/^\d+ farmacias a menos de \d+ millas de 60601\.$/);
    await expect(page.getByTestId("nearby-list").getByText("Precio más bajo", { exact: true })).toBeVisible();

    // Add to the list.
    await tabTo(page, (el) => el.textContent === "Agregar a mis medicamentos");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "mis medicamentos", exact: true })).toBeVisible();

    // Sort by distance: the radio group takes the arrow keys.
    await tabTo(page, (el) => el instanceof HTMLInputElement && el.type === "radio" && el.checked);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Más cerca" })).toBeChecked();
    const rows = page.getByTestId("nearby-list").locator(":scope > li");
    await expect
      .poll(
        async () => {
          const miles = await rows.evaluateAll((items) => items.map((li) => Number(li.getAttribute("data-distance"))));
          return miles.every((d, i) => i === 0 || d >= miles[i - 1]!);
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // One chain only: the menu takes the arrow keys; its cheapest store is marked.
    await tabTo(page, (el) => el instanceof HTMLSelectElement && el.id.endsWith("-chain"));
    await page.keyboard.press("ArrowDown");
    const chain = await page.getByLabel("Mostrar", { exact: true }).inputValue();
    expect(chain).not.toBe("");
    await expect
      .poll(async () => new Set(await rows.evaluateAll((items) => items.map((li) => li.getAttribute("data-chain")))), {
        timeout: 30_000,
      })
      .toEqual(new Set([chain]));
    await expect(page.getByTestId("nearby-list").getByText(/^Precio más bajo de /)).toBeVisible();

    // A pharmacy on the map, from the list.
    await tabTo(page, (el) => (el.textContent ?? "").startsWith("Ver en el mapa"));
    await page.keyboard.press("Enter");
    await expect(page.locator(".price-pin-selected")).toHaveCount(1, { timeout: 15_000 });
    await expectAccessible(page, `pharmacies near you (es, ${audience})`);

    // My medicines: priced at the pharmacies near the zip, in Spanish.
    await page.goto("/my-medicines");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      audience === "pets" ? "Medicamentos de mi mascota" : "Mis medicamentos",
    );
    // The list is read from this browser's storage once the page is interactive.
    await expect(page.getByTestId("my-list").locator("li")).toHaveCount(1, { timeout: 15_000 });
    const single = page.getByTestId("single");
    await expect(single).toContainText("La farmacia más económica para todo");
    await expect(page.getByTestId("list-status")).toHaveText(
      /^Se compararon \d+ farmacias a menos de \d+ millas de 60601\.$/,
    );
    await expectAccessible(page, `my medicines (es, ${audience})`);

    await tabTo(page, (el) => (el.getAttribute("aria-label") ?? "").startsWith("Obtener la tarjeta con estos precios"));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("list-total")).toHaveText(/^Total \$\d+\.\d\d$/);
    await expect(page.getByText("ID de miembro")).toBeVisible();

    await page.goBack();
    await expect(page.getByTestId("my-list").locator("li")).toHaveCount(1);
    await tabTo(page, (el) => el.getAttribute("aria-label") === "Quitar atorvastatin");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("empty-list")).toHaveText(/^Su lista está vacía\./);
  });
}
