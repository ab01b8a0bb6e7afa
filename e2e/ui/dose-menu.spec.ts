// The dose menu shows the strength in both languages on a phone and a desktop: a menu narrower than its label cuts the
// label's end, so the strength comes first ("tableta de 40 m" was what a Spanish patient on a phone read).
import type { Locator } from "@playwright/test";
import { expect, test } from "./site";

// The selected label's text up to the end of its strength, against the room the closed menu has for text (its width
// inside the padding, less the arrow).
async function strengthCut(menu: Locator, strength: string): Promise<{ label: string; cut: boolean }> {
  return menu.evaluate((select: HTMLSelectElement, strength) => {
    const label = select.selectedOptions[0]!.text;
    const end = label.indexOf(strength);
    const style = getComputedStyle(select);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    return { label, cut: end < 0 || context.measureText(label.slice(0, end + strength.length)).width > room };
  }, strength);
}

const DOSES = [
  { path: "/drug/atorvastatin?dose=00378395205&qty=30", strength: "40 mg" },
  // The longest kind of label: "150 mg extended-release tablet (24 hr)".
  { path: "/drug/bupropion-hydrochloride?dose=00591333105&qty=30", strength: "150 mg" },
];

for (const locale of ["en-US", "es-US"]) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`the dose menu shows the strength, ${locale}, ${viewport.width} px`, async ({ page, context }) => {
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" }]);
      await page.setViewportSize(viewport);
      for (const { path, strength } of DOSES) {
        await page.goto(path);
        const menu = page.getByLabel(/^(Dose|Dosis)$/);
        await expect(menu).toContainText(strength);
        const { label, cut } = await strengthCut(menu, strength);
        expect(cut, `"${label}" shows ${strength}`).toBe(false);
      }
    });
  }
}
