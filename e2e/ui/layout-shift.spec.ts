// Nothing the patient already sees moves when content arrives after the first paint (the card issued by the server,
// the list kept on the device, the "ready offline" note, the map): the pages' layout shift (CLS) on a phone stays near
// zero. Lighthouse counts it; a patient about to tap a button feels it.
import type { Page } from "@playwright/test";
import { CHICAGO_ZIP, expect, test } from "./site";

const SITE = "http://127.0.0.1";
const PAGES: [string, string, number][] = [
  // [page, path, how long content may keep arriving (ms)]
  ["home", "/", 1_000],
  ["medication page with a zip", "/drug/atorvastatin", 1_000],
  ["chain's stores", `/drug/atorvastatin/chain/KROGER?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30`, 3_000],
  ["card", "/card", 3_000],
  ["my medicines", "/my-medicines", 1_000],
];

// A layout shift: how much, when (ms after navigation) and what moved (an element's start tag, or the text).
type Shift = { value: number; at: number; moved: string[] };

// The layout shifts of the page so far, each with what moved.
async function layoutShifts(page: Page) {
  return page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts ?? ([] as Shift[]));
}

test.use({ viewport: { width: 390, height: 844 } });

for (const [name, path, settle] of PAGES)
  test(`no layout shift on the ${name} at phone size`, async ({ page, context }) => {
    await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: SITE }]);
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        })[])
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            moved: (entry.sources ?? []).map(
              (s) => (s.node as Element | null)?.outerHTML?.slice(0, 80) ?? s.node?.textContent?.slice(0, 40) ?? "?",
            ),
          });
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(settle);
    const shifts = await layoutShifts(page);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });
