// The strict Content-Security-Policy in a real browser (lib/api/server/security-headers.ts): the site's pages, Swagger UI
// at /docs and the service worker run under it with no violation, and neither the card nor /docs can be framed.
import type { Page } from "@playwright/test";
import { expect, test } from "./site";

// Violations the page reports, and the browser's console messages about the policy.
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

test("the pages run their scripts under the policy: search, drug page with its map, card, offline page", async ({
  page,
}) => {
  test.setTimeout(180_000); // four pages and the service worker, on a busy machine
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.getByRole("combobox").fill("atorv");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.goto("/drug/atorvastatin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/card");
  await expect(page.getByText(/member id/i).first()).toBeVisible();
  // the service worker registers and takes control under the policy
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(worker).toMatch(/\/sw\.js$/);
  await page.goto("/offline");
  expect(violations).toEqual([]);
});

test("Swagger UI at /docs renders the API reference under the policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/docs");
  await expect(page.locator(".swagger-ui .info .title")).toContainText(/./, { timeout: 15_000 });
  await expect(page.locator(".opblock").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("neither the card page nor /docs shows inside another page's frame", async ({ page, baseURL }) => {
  for (const path of ["/card", "/docs"]) {
    await page.setContent(`<iframe src="${baseURL}${path}" width="600" height="400"></iframe>`);
    const frame = page.frames()[1];
    await expect.poll(async () => frame?.url() ?? "").not.toBe("");
    // A refused frame shows the browser's error page: none of the framed page's elements are there.
    await page.waitForTimeout(1_000);
    const framed = await frame!.evaluate(() => !!document.querySelector("#main, #swagger-ui")).catch(() => false);
    expect(framed, path).toBe(false);
  }
});
