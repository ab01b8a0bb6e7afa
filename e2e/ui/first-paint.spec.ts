// The first paint waits for no request: each page's stylesheet comes inside its HTML (next.config.ts inlineCss), so the
// text is painted before the framework's scripts have arrived and run (docs/architecture.md, "Page weight and
// hydration").
import { expect, test } from "../fixtures";

for (const path of ["/", "/drug/atorvastatin", "/card"]) {
  test(`${path} is styled without fetching a stylesheet`, async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await page.goto(path, { waitUntil: "load" });
    expect(stylesheets).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    // The inlined stylesheet is the site's: the body has the slate-50 background and Inter (or its fallback).
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { background: style.backgroundColor, font: style.fontFamily };
    });
    expect(body.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(body.font).toContain("inter");
  });
}
