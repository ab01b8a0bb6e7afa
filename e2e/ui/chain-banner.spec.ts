// A chain whose cheapest store near the zip trades under a regional sign is headed by that sign, with the chain it
// belongs to under it: near 60601, Mariano's is "Kroger · 1 store nearby" and Jewel-Osco "Albertsons / Safeway · 1
// store nearby"; a chain under its own name (Walgreens) says only its count. Phone and desktop, English and Spanish.
import { CHICAGO_ZIP, expect, expectAccessible, screenshot, test } from "./site";

const ROWS = {
  "en-US": { KROGER: "Kroger · 1 store nearby", ALBERTSONS: "Albertsons / Safeway · 1 store nearby", WALGREENS: /^9 stores nearby$/ }, // prettier-ignore
  "es-US": { KROGER: "Kroger · 1 tienda cerca", ALBERTSONS: "Albertsons / Safeway · 1 tienda cerca", WALGREENS: /^9 tiendas cerca$/ }, // prettier-ignore
};
const SIGNS = { KROGER: "Mariano's", ALBERTSONS: "Jewel-Osco", WALGREENS: "Walgreens" };
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

for (const locale of ["en-US", "es-US"] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`the store's sign heads its chain's price, the chain under it, ${locale}, ${size}`, async ({
      page,
      context,
    }) => {
      await context.addCookies([
        { name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" },
        { name: "rx-zip", value: CHICAGO_ZIP, url: "http://127.0.0.1" },
      ]);
      await page.setViewportSize(viewport);
      await page.goto("/drug/atorvastatin?dose=00378395005&qty=30");
      const rows = page.getByTestId("chain-prices");
      for (const [code, line] of Object.entries(ROWS[locale])) {
        const row = rows.locator(`li[data-chain="${code}"]`);
        await expect(row.getByRole("heading")).toHaveText(new RegExp(`^${SIGNS[code as keyof typeof SIGNS]}`));
        await expect(row.locator("p").first()).toHaveText(line);
      }
      await expect(rows.locator(`li[data-chain="KROGER"]`).getByTestId("chain-of-banner")).toBeVisible();
      await expect(rows.locator(`li[data-chain="WALGREENS"]`).getByTestId("chain-of-banner")).toHaveCount(0);
      await rows.scrollIntoViewIfNeeded();
      await screenshot(page, `chain-of-banner-${locale}-${size}`, false);
      await expectAccessible(page, `chain summary ${locale} ${size}`);
    });
  }
}
