// The lists a patient reads first are rendered on the server, not in the browser: the medication page's chain prices,
// nearby pharmacies and price trend, and a chain page's stores are server components, so their markup comes in the
// page's React Server Components payload and the browser only hydrates their links and buttons. A client component
// would send its data there instead and format, translate and render every row again on the phone (the main-thread
// time that held the pages' Lighthouse performance down, docs/benchmark.md).
import { expect, test } from "../fixtures";
import { CHICAGO_ZIP } from "./site";

// The RSC payload inlined in the HTML: the text of every `self.__next_f.push([1, "..."])`.
function serverComponentsPayload(html: string): string {
  let text = "";
  for (const [, args] of html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const [, chunk] = JSON.parse(args!) as [number, unknown];
    if (typeof chunk === "string") text += chunk;
  }
  return text;
}

async function payloadOf(request: import("@playwright/test").APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { cookie: `rx-zip=${CHICAGO_ZIP}` } });
  expect(response.status()).toBe(200);
  return serverComponentsPayload(await response.text());
}

test("the medication page's prices, nearby pharmacies and price trend are rendered on the server", async ({
  request,
}) => {
  const payload = await payloadOf(request, "/drug/atorvastatin");
  expect(payload).toContain('"data-testid":"chain-prices"');
  expect(payload).toContain('"data-testid":"nearby-list"');
  expect(payload).toContain('"data-testid":"nearby-price"');
  expect(payload).toMatch(/\["\$","figure",/);
});

test("a chain page's stores are rendered on the server", async ({ request }) => {
  const payload = await payloadOf(
    request,
    `/drug/atorvastatin/chain/KROGER?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30`,
  );
  expect(payload).toContain('"data-testid":"store-list"');
  expect(payload).toContain('"data-testid":"store-price"');
});

// The first Intl call of a page makes Chromium load its locale data, 50-360 ms of main thread in one task on this
// machine: the server formats what the first screen shows, and the client fills plain messages without Intl
// (components/site/use-site-translations.ts), so hydrating these pages builds no Intl object.
for (const path of ["/drug/atorvastatin", `/drug/atorvastatin/chain/KROGER?zip=${CHICAGO_ZIP}&dose=00378395005&qty=30`])
  test(`hydrating ${path.split("?")[0]} with a zip makes no Intl call`, async ({ page, context }) => {
    await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: "http://127.0.0.1" }]);
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { intlCalls: string[] }).intlCalls = calls;
      for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "Locale"] as const) {
        const original = Intl[name] as unknown as { new (...args: unknown[]): unknown; supportedLocalesOf?: unknown };
        const counted = function (...args: unknown[]) {
          calls.push(name);
          return new original(...args);
        } as unknown as typeof original;
        counted.prototype = original.prototype;
        counted.supportedLocalesOf = (...args: unknown[]) => {
          calls.push(`${name}.supportedLocalesOf`);
          return (original.supportedLocalesOf as (...a: unknown[]) => unknown)(...args);
        };
        (Intl as unknown as Record<string, unknown>)[name] = counted;
      }
    });
    await page.goto(path, { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(1000); // hydration and its effects
    expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls)).toEqual([]);
  });
