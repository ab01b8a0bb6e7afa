// Every page of the patient site at phone and desktop size, in English and Spanish: no serious accessibility issue,
// no sideways scrolling, and a screenshot of each (test-results/screenshots/pages/) for a person to look at.
import { CHICAGO_ZIP, expect, expectAccessible, test } from "./site";

const SITE = "http://127.0.0.1";
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
const PAGES: [string, string][] = [
  ["home", "/"],
  ["drug", "/drug/atorvastatin"],
  ["brand", "/drug/lipitor"],
  ["chain", `/drug/atorvastatin/chain/WALGREENS?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30`],
  ["card", "/card"],
  ["card-chosen", "/card?drug=atorvastatin&dose=00378395005&qty=30&chain=KROGER"],
  ["card-open", "/card/open#type=people&memberId=RX1234567897&group=HABC1234&bin=019901&pcn=RXCARD"],
  ["offline", "/offline"],
  ["not-found", "/drug/no-such-medication"],
];

for (const locale of ["en-US", "es-US"]) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`every page, ${locale}, ${size}`, async ({ page, context }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await context.addCookies([
        { name: "NEXT_LOCALE", value: locale, url: SITE },
        { name: "rx-zip", value: CHICAGO_ZIP, url: SITE },
      ]);
      for (const [name, path] of PAGES) {
        await page.goto(path);
        if (name === "chain") await expect(page.locator(".store-pin").first()).toBeVisible({ timeout: 15_000 });
        if (name.startsWith("card") && name !== "card-open") await expect(page.getByTestId("member-id")).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
          viewport.width,
        );
        await expectAccessible(page, `${name} ${locale} ${size}`);
        await page.screenshot({
          path: `test-results/screenshots/pages/${name}-${locale}-${size}.png`,
          animations: "disabled",
          fullPage: true,
        });
      }
    });
  }
}
