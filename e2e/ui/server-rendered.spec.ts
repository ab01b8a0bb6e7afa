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
