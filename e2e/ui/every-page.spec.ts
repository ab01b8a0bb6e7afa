// Every page of the patient site at phone and desktop size, in English and Spanish: no serious accessibility issue,
// no sideways scrolling, and a screenshot of each (test-results/screenshots/pages/, or the folder SCREENSHOTS names)
// for a person to look at.
import type { Page } from "@playwright/test";
import { CHICAGO_ZIP, expect, expectAccessible, showStoreMap, test } from "./site";

const SITE = "http://127.0.0.1";
// The pages as they render from the network (offline.spec.ts covers the service worker's answers).
test.use({ serviceWorkers: "block" });
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
// A page and what brings it to the state to look at: no zip yet, a list kept, the pets side, the pharmacist view open.
// `zip`: the zip cookie (false: none); `viewport`: the screenshot shows the screen as the patient sees it, not the page.
type Visit = {
  path: string;
  zip?: string | false;
  audience?: "pets";
  viewport?: true;
  then?: (page: Page) => Promise<void>;
};
const RURAL_ZIP = "59001"; // Absarokee, MT: the region reaches 50 miles
const ATORVASTATIN = "/drug/atorvastatin?dose=00378395005&qty=30";
const LIST = [
  "atorvastatin?dose=00378395005&qty=30",
  "lisinopril?dose=00591040801&qty=30",
  "amlodipine?dose=00904637061&qty=30",
];
const PAGES: [string, Visit][] = [
  ["home", { path: "/" }],
  ["home-pets", { path: "/", audience: "pets" }],
  ["drug", { path: "/drug/atorvastatin", zip: false }],
  [
    "drug-zip",
    {
      path: "/drug/atorvastatin",
      // The map of prices loads as it nears the screen: scrolled to once, as a patient reading the list would.
      then: async (page) => {
        await page.getByTestId("nearby-map").scrollIntoViewIfNeeded();
        await expect(page.locator(".price-pin").first()).toBeVisible({ timeout: 15_000 });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      },
    },
  ],
  [
    "drug-map",
    {
      path: "/drug/atorvastatin",
      viewport: true,
      then: async (page) => {
        await page.getByTestId("nearby-map").scrollIntoViewIfNeeded();
        await expect(page.locator(".price-pin").first()).toBeVisible({ timeout: 15_000 });
      },
    },
  ],
  [
    "drug-zip-typed",
    {
      // A zip typed on a phone: the first price on screen without scrolling.
      path: ATORVASTATIN,
      zip: false,
      viewport: true,
      then: async (page) => {
        await page.getByLabel(/^(Zip code|Código postal)$/).fill(CHICAGO_ZIP);
        await page.getByLabel(/^(Zip code|Código postal)$/).press("Enter");
        await expect(page.getByTestId("nearby-list")).toBeVisible({ timeout: 30_000 });
      },
    },
  ],
  ["drug-pets", { path: "/drug/atorvastatin", audience: "pets" }],
  ["drug-invalid-zip", { path: ATORVASTATIN, zip: "00000" }],
  ["drug-rural-zip", { path: ATORVASTATIN, zip: RURAL_ZIP }],
  ["brand", { path: "/drug/lipitor" }],
  ["chain", { path: `/drug/atorvastatin/chain/WALGREENS?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30` }],
  ["card", { path: "/card" }],
  ["card-chosen", { path: "/card?drug=atorvastatin&dose=00378395005&qty=30&chain=KROGER" }],
  [
    "pharmacist",
    {
      // The view covers the screen: a picture of the screen, not of the page under it.
      path: "/card?drug=atorvastatin&dose=00378395005&qty=30&chain=KROGER",
      viewport: true,
      then: async (page) => {
        await page.getByRole("button", { name: /^(Show to pharmacist|Mostrar al farmacéutico)$/ }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
      },
    },
  ],
  ["card-kept", { path: "/card" }],
  ["card-pets", { path: "/card", audience: "pets" }],
  ["card-open", { path: "/card/open#type=people&memberId=RX1234567897&group=HABC1234&bin=019901&pcn=RXCARD" }],
  [
    "my-medicines",
    // Three drugs priced at every pharmacy near the zip: slow on a loaded machine.
    { path: "/my-medicines", then: (page) => expect(page.getByTestId("single")).toBeVisible({ timeout: 30_000 }) },
  ],
  [
    "list-card",
    {
      // The card with the list's prices at the cheapest single pharmacy, as the pharmacist sees it.
      path: "/my-medicines",
      viewport: true,
      then: async (page) => {
        await page.getByTestId("single").getByRole("link").click();
        await expect(page.getByTestId("list-total")).toBeVisible();
        await page.getByRole("button", { name: /^(Show to pharmacist|Mostrar al farmacéutico)$/ }).click();
        await page.getByTestId("pharmacist-list").scrollIntoViewIfNeeded(); // the list under the card's fields
      },
    },
  ],
  ["my-medicines-pets", { path: "/my-medicines", audience: "pets" }],
  ["my-medicines-no-zip", { path: "/my-medicines", zip: false }],
  ["offline", { path: "/offline" }],
  ["not-found", { path: "/drug/no-such-medication" }],
];

// The placeholders wider than their field (a patient on a phone read "Escriba el nombre de un medicam"): each text's
// width in the field's own font against the field's width inside its padding.
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d")!;
    return [...document.querySelectorAll<HTMLInputElement>("input[placeholder], textarea[placeholder]")]
      .filter((field) => field.offsetParent !== null)
      .filter((field) => {
        const style = getComputedStyle(field);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(field.placeholder).width > room;
      })
      .map((field) => field.placeholder);
  });
}

for (const locale of ["en-US", "es-US"]) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`every page, ${locale}, ${size}`, async ({ page, context }) => {
      test.setTimeout(900_000);
      await page.setViewportSize(viewport);
      const cookies = (audience = "people", zip: string | false = CHICAGO_ZIP) => [
        { name: "NEXT_LOCALE", value: locale, url: SITE },
        ...(zip ? [{ name: "rx-zip", value: zip, url: SITE }] : []),
        { name: "rx-audience", value: audience, url: SITE },
      ];
      // My medicines holds three drugs, added on their pages.
      await context.addCookies(cookies());
      for (const drug of LIST) {
        await page.goto(`/drug/${drug}`);
        await page.getByRole("button", { name: /^(Add to my medicines|Agregar a mis medicamentos)$/ }).click();
      }
      for (const [name, { path, zip, audience, viewport: screen, then }] of PAGES) {
        await context.clearCookies();
        await context.addCookies(cookies(audience, zip));
        await page.goto(path);
        if (name === "chain") await showStoreMap(page); // the map waits for the patient to ask
        if (name.startsWith("card") && name !== "card-open") await expect(page.getByTestId("member-id")).toBeVisible();
        await then?.(page);
        await page.waitForLoadState("networkidle");
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await cutPlaceholders(page), `${name}: placeholders cut off`).toEqual([]);
        await expectAccessible(page, `${name} ${locale} ${size}`);
        await page.screenshot({
          path: `${process.env.SCREENSHOTS ?? "test-results/screenshots/pages"}/${name}-${locale}-${size}.png`,
          animations: "disabled",
          fullPage: !screen,
        });
      }
    });
  }
}
