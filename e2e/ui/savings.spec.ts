// The savings nudge: a brand's page says what its generic costs at the same dose and quantity, and a brand with no
// generic says so.
import { CHICAGO_ZIP, expect, test } from "./site";

test("a brand's page says how much less the generic costs, and links to it with the same prescription", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: "http://127.0.0.1" }]);
  await page.goto("/drug/lipitor");
  const nudge = page.getByTestId("generic-saving");
  await expect(nudge).toContainText(/The generic, atorvastatin, costs \$[\d,]+\.\d\d less here: from \$\d+\.\d\d/);
  const [brandCheapest] = await page.getByTestId("price").allTextContents();
  const saving = Number((await nudge.textContent())!.match(/costs \$([\d,]+\.\d\d) less/)![1]!.replace(",", ""));
  const from = Number((await nudge.textContent())!.match(/from \$([\d,]+\.\d\d)/)![1]!.replace(",", ""));
  expect(saving).toBeCloseTo(Number(brandCheapest!.replace(/[^0-9.]/g, "")) - from, 2);
  await expect(nudge.getByRole("link")).toHaveAttribute("href", /\/drug\/atorvastatin\?dose=\d{11}&qty=30/);

  // The nudge follows the prescription (the site's savings route).
  await page.getByLabel("Dose").selectOption({ label: "10 mg tablet" });
  await expect(nudge.getByRole("link")).toHaveAttribute("href", /\/drug\/atorvastatin\?dose=00378395005&qty=30/);
  await page.getByLabel("Quantity").selectOption({ label: "90 tablets" });
  await expect(nudge.getByRole("link")).toHaveAttribute("href", /\/drug\/atorvastatin\?dose=00378395005&qty=90/);

  await page.goto("/drug/atorvastatin"); // the generic itself needs no nudge
  await expect(page.getByTestId("price").first()).toBeVisible();
  await expect(page.getByTestId("generic-saving")).toHaveCount(0);
});

test("a brand with no generic says so, in both languages", async ({ page, context }) => {
  await page.goto("/drug/eliquis");
  await expect(page.getByTestId("no-generic")).toHaveText("Eliquis has no generic version in our catalog.");
  await context.addCookies([{ name: "NEXT_LOCALE", value: "es-US", url: "http://127.0.0.1" }]);
  await page.reload();
  await expect(page.getByTestId("no-generic")).toHaveText("Eliquis no tiene versión genérica en nuestro catálogo.");
});
