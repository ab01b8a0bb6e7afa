// The installable web app: the manifest and its icons, the service worker, and the card page opening again with no
// connection (every language and card type), while every other page, and every price, needs the network.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { PNG } from "pngjs";
import { CHICAGO_ZIP, expect, screenshot, test } from "./site";

const SITE = "http://127.0.0.1";
// The worker keeps the card page after the page has loaded, in the background: slower on a busy machine.
const KEEP_TIMEOUT = 30_000;

const VARIANTS = [
  {
    locale: "en-US",
    audience: "people",
    title: "Your discount card",
    offline: "You are offline",
    show: "Show to pharmacist",
  },
  {
    locale: "es-US",
    audience: "people",
    title: "Su tarjeta de descuento",
    offline: "No tiene conexión",
    show: "Mostrar al farmacéutico",
  },
  {
    locale: "en-US",
    audience: "pets",
    title: "Your pet discount card",
    offline: "You are offline",
    show: "Show to pharmacist",
  },
  {
    locale: "es-US",
    audience: "pets",
    title: "Su tarjeta de descuento para mascotas",
    offline: "No tiene conexión",
    show: "Mostrar al farmacéutico",
  },
] as const;

test("installable: a manifest with real icons, a registered service worker, no installability errors", async ({
  page,
  context,
  request,
}) => {
  await page.goto("/");
  const href = (await page.locator('link[rel="manifest"]').getAttribute("href"))!;
  const manifest = await (await request.get(href)).json();
  expect(manifest).toMatchObject({
    name: "RxCard · Pharmacy discount card",
    short_name: "RxCard",
    start_url: "/card",
    display: "standalone",
    theme_color: "#115e59",
  });
  const sizes: string[] = [];
  for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
    const response = await request.get(icon.src);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = PNG.sync.read(await response.body());
    expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    sizes.push(`${icon.sizes} ${icon.purpose}`);
  }
  expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#115e59");

  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(worker!).pathname).toBe("/sw.js");

  await context.addCookies([{ name: "NEXT_LOCALE", value: "es-US", url: SITE }]);
  expect(await (await page.request.get(href)).json()).toMatchObject({ lang: "es-US", start_url: "/card" });
});

test("Chromium offers to install the site (its own installability check, in a normal profile)", async ({
  baseURL,
}, testInfo) => {
  // Test contexts are incognito, where Chromium never offers installation: this one keeps a profile folder.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "rxcard-profile-"));
  const browser = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const { url, data } = await cdp.send("Page.getAppManifest");
    expect(new URL(url).pathname).toBe("/manifest.webmanifest");
    expect(JSON.parse(data!).name).toBe("RxCard · Pharmacy discount card");
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

for (const { locale, audience, title, offline, show } of VARIANTS) {
  test(`the card opens with no connection: ${locale}, ${audience}`, async ({ page, context }) => {
    await context.addCookies([
      { name: "NEXT_LOCALE", value: locale, url: SITE },
      { name: "rx-audience", value: audience, url: SITE },
    ]);
    await page.goto("/card");
    const memberId = page.getByTestId("member-id");
    await expect(memberId).toHaveText(/^(RX|PT)\d{10}$/);
    const issued = (await memberId.textContent())!;
    await expect(page.getByTestId("offline-ready")).toBeVisible({ timeout: KEEP_TIMEOUT });

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(memberId).toHaveText(issued);
    await expect(page.locator(".card-coupon")).toHaveAttribute("data-card-type", audience);
    // Styles kept: the card's own styles (its stylesheet is inlined in the kept page).
    await expect(page.locator(".card-coupon")).toHaveCSS("font-family", /Roboto/);
    await screenshot(page, `card-offline-${locale}-${audience}`);
    await page.getByRole("button", { name: show }).click(); // the pharmacist view needs no connection either
    await expect(page.getByTestId("pharmacist-member-id")).toHaveText(issued);
    await page.keyboard.press("Escape");

    // Any other page says it needs a connection, in the patient's language, with the way back to the card.
    await page.goto("/drug/atorvastatin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(offline);
    await page.locator('a[href="/card"]').click();
    await expect(memberId).toHaveText(issued);
    await context.setOffline(false);
  });
}

test("a weak signal at the counter: the card page comes from the device within seconds", async ({ page, context }) => {
  await page.goto("/card");
  const memberId = page.getByTestId("member-id");
  await expect(memberId).toHaveText(/^RX\d{10}$/);
  const issued = (await memberId.textContent())!;
  await expect(page.getByTestId("offline-ready")).toBeVisible({ timeout: KEEP_TIMEOUT });

  // The service worker's own requests pass through the context's routes: shown first, so the next step means something.
  const cardPage = /\/card$/;
  await context.route(cardPage, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<html lang="en"><title>t</title><h1>From the network</h1></html>',
    }),
  );
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("From the network");
  await context.unroute(cardPage);

  // A network that never answers: the kept card page after about 4 s, not the browser's spinner.
  await context.route(cardPage, () => new Promise(() => undefined));
  const started = Date.now();
  await page.reload();
  await expect(memberId).toHaveText(issued);
  expect(Date.now() - started).toBeLessThan(10_000);
});

test("prices are never served from the device: a price page and a chosen price need the network", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: SITE }]);
  await page.goto("/drug/atorvastatin");
  await page
    .getByTestId("chain-prices")
    .getByRole("link", { name: /Get this price/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/card\?drug=atorvastatin/);
  const chosenPrice = page.url();
  await expect(page.getByTestId("chosen-price")).toBeVisible();
  await expect(page.getByTestId("offline-ready")).toBeVisible({ timeout: KEEP_TIMEOUT });
  await page.goto("/drug/atorvastatin"); // now through the service worker
  await expect(page.getByTestId("chain-prices")).toBeVisible();

  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain("/card");
  expect(kept.filter((path) => !/^\/(card|offline)$|^\/_next\/static\//.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expect(page.getByTestId("chain-prices")).toHaveCount(0);
  const prices = await page.evaluate(() =>
    fetch("/api/prices", { method: "POST", body: "{}" }).then(
      (r) => `answered ${r.status}`,
      () => "failed",
    ),
  );
  expect(prices).toBe("failed");

  await page.goto(chosenPrice); // the card opens, the chosen price does not
  await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
  await expect(page.getByTestId("chosen-price")).toHaveCount(0);
  await context.setOffline(false);
});
