// The first paint waits for no request: each page's stylesheet comes inside its HTML (next.config.ts inlineCss), so the
// text is painted before the framework's scripts have arrived and run, and its text is set in the system's own font, no
// web font fetched (docs/architecture.md, "Page weight and hydration").
import { expect, test } from "../fixtures";

for (const path of ["/", "/drug/atorvastatin", "/card"]) {
  test(`${path} is styled without fetching a stylesheet or a font`, async ({ page }) => {
    const stylesheets: string[] = [];
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto(path, { waitUntil: "load" });
    expect(stylesheets).toEqual([]);
    expect(fonts).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    // The inlined stylesheet is the site's: the body has the slate-50 background and the system font stack.
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { background: style.backgroundColor, font: style.fontFamily };
    });
    expect(body.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(body.font).toContain("Roboto");
  });
}
