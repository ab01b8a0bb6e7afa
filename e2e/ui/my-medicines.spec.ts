// "My medicines": a list kept on the device only, priced together at every pharmacy near the zip. The single cheapest
// pharmacy and the split are checked against the NPI pricing API; the list survives a reload; nothing of it reaches
// the database or the log.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { sql } from "../database";
import { apiPrices } from "./api-prices";
import { CHICAGO_ZIP, expect, expectAccessible, screenshot, test } from "./site";

test.describe.configure({ timeout: 180_000 });

const LIST = [
  { path: "/drug/atorvastatin?dose=00378395005&qty=30", ndc: "00378395005", quantity: 30 },
  { path: "/drug/lisinopril?dose=00591040801&qty=30", ndc: "00591040801", quantity: 30 },
  { path: "/drug/amlodipine?dose=00904637061&qty=30", ndc: "00904637061", quantity: 30 },
];
const cents = (text: string) => Math.round(Number(/\d[\d,]*(\.\d+)?/.exec(text)![0].replace(/,/g, "")) * 100);

async function addList(page: Page) {
  for (const { path } of LIST) {
    await page.goto(path);
    await page.getByRole("button", { name: "Add to my medicines" }).click();
    await expect(page.getByRole("link", { name: "my medicines", exact: true })).toBeVisible();
  }
}

// Row counts of every table, but the ones other specs running at the same time write (accounts, cards, enrollments).
async function tableCounts(databaseUrl: string): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>(
    databaseUrl,
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%'`,
  );
  const skip =
    /^(Account|ApiKey|CoBrand|CardConfig|IssuedCard|Enrollment|EnrollmentAudit|CardHolder|SearchCount|DataVersion)$/;
  const counts: Record<string, number> = {};
  for (const { name } of tables.filter((t) => !skip.test(t.name))) {
    const [row] = await sql<{ n: number }>(databaseUrl, `SELECT COUNT(*) AS n FROM "${name}"`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

test("a 3-drug list: the cheapest single pharmacy and split, checked against the API; kept on the device only", async ({
  page,
  context,
  account,
  databaseUrl,
}) => {
  test.skip(!databaseUrl.startsWith("file:"), "the table check reads the SQLite file");
  await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: "http://127.0.0.1" }]);
  const before = await tableCounts(databaseUrl);
  await addList(page);
  await page.goto("/my-medicines");
  await expect(page.getByTestId("my-list").locator("li")).toHaveCount(3);
  const single = page.getByTestId("single");
  await expect(single).toBeVisible();

  // Every pharmacy of the region, priced for each drug by the partner API: the least total over those that cover all.
  const nearby = await page.request.post("/api/nearby", {
    data: { cardType: "people", ndc: LIST[0]!.ndc, quantity: 30, zip: CHICAGO_ZIP, limit: 1 },
  });
  const npis = ((await nearby.json()) as { pins: { npi: string }[] }).pins.map((p) => p.npi);
  expect(npis.length).toBeGreaterThan(20);
  const perDrug: Map<string, number>[] = [];
  for (const { ndc, quantity } of LIST) perDrug.push(await apiPrices(page.request, account, { ndc, quantity, npis }));
  const totals = npis.flatMap((npi) => {
    const prices = perDrug.map((m) => m.get(npi));
    return prices.every((p) => p !== undefined)
      ? [{ npi, cents: prices.reduce((s, p) => s + Math.round(p! * 100), 0) }]
      : [];
  });
  const least = Math.min(...totals.map((t) => t.cents));

  const singleNpi = (await single.getAttribute("data-npi"))!;
  const lines = (await single.getByTestId("line-price").allTextContents()).map(cents);
  const singleTotal = cents((await single.getByTestId("total").textContent())!);
  expect(lines).toHaveLength(3);
  expect(singleTotal).toBe(lines.reduce((s, c) => s + c, 0));
  expect(singleTotal).toBe(least);
  expect(totals.find((t) => t.npi === singleNpi)?.cents).toBe(least);
  for (const [i, m] of perDrug.entries()) expect(lines[i]).toBe(Math.round(m.get(singleNpi)! * 100));

  // The split: each part's lines at the API's prices, its total their sum, and it saves what it says.
  let bestPair = Infinity;
  for (const [a, x] of npis.entries())
    for (const y of npis.slice(a + 1)) {
      const per = perDrug.map((m) => Math.min(m.get(x) ?? Infinity, m.get(y) ?? Infinity));
      if (per.every(Number.isFinite))
        bestPair = Math.min(
          bestPair,
          per.reduce((s, p) => s + Math.round(p * 100), 0),
        );
    }
  const split = page.getByTestId("split");
  if (bestPair < least) {
    const splitTotal = cents((await split.getByTestId("split-total").textContent())!);
    expect(splitTotal).toBe(bestPair);
    expect(cents((await split.getByTestId("split-saving").textContent())!)).toBe(least - splitTotal);
    const partLines = (await split.getByTestId("line-price").allTextContents()).map(cents);
    expect(partLines).toHaveLength(3);
    expect(partLines.reduce((s, c) => s + c, 0)).toBe(splitTotal);
  } else await expect(split).toHaveCount(0);
  await screenshot(page, "my-medicines-desktop");
  await expectAccessible(page, "my medicines");

  // The list survives a reload; the card link carries the single pharmacy's prices to the card and pharmacist view.
  await page.goto("/my-medicines"); // a new load of the page: the list comes from this browser's storage
  await expect(page.getByTestId("my-list").locator("li")).toHaveCount(3);
  await single.getByRole("link", { name: /Get the card with these prices/ }).click();
  await expect(page.getByTestId("list-total")).toHaveText(`Total $${(singleTotal / 100).toFixed(2)}`);
  await page.getByRole("button", { name: "Show to pharmacist" }).click();
  await expect(page.getByTestId("pharmacist-list").locator("li")).toHaveCount(3);

  // Nothing of the list was stored or logged: no table grew, and the log names none of its NDCs.
  expect(await tableCounts(databaseUrl)).toEqual(before);
  const log = fs.readFileSync("test-results/server-sqlite.log", "utf8");
  for (const { ndc } of LIST) expect(log).not.toContain(ndc);
});

test("the list is per card type, and removing a medicine keeps the rest", async ({ page }) => {
  await page.goto(LIST[0]!.path);
  await page.getByRole("button", { name: "Add to my medicines" }).click();
  await page.goto("/my-medicines");
  await expect(page.getByTestId("my-list").locator("li")).toHaveCount(1);
  await page.getByRole("button", { name: "Pets", exact: true }).first().click();
  await expect(page.getByTestId("empty-list")).toBeVisible();
  await page.getByRole("button", { name: "People", exact: true }).first().click();
  await page.getByRole("button", { name: "Remove atorvastatin" }).click();
  await expect(page.getByTestId("empty-list")).toBeVisible();
});

test("without a zip, each line of the list still says its quantity, in the page's language", async ({
  page,
  context,
}) => {
  await addList(page);
  await page.goto("/my-medicines");
  await expect(page.getByTestId("list-status")).toHaveText(
    "Enter your zip code to price your list at pharmacies near you.",
  );
  const lines = page.getByTestId("my-list").getByRole("link");
  await expect(lines).toHaveText([
    "atorvastatin, 10 mg tablet, 30 tablets",
    "lisinopril, 20 mg tablet, 30 tablets",
    "amlodipine, 5 mg tablet, 30 tablets",
  ]);
  // The list was added in English; the Spanish page says it in Spanish.
  await context.addCookies([{ name: "NEXT_LOCALE", value: "es-US", url: "http://127.0.0.1" }]);
  await page.reload();
  await expect(lines.first()).toHaveText("atorvastatin, 10 mg en tableta, 30 tabletas");
  await expectAccessible(page, "my medicines without a zip");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test("My medicines at phone size", async ({ page, context }) => {
    await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: "http://127.0.0.1" }]);
    await addList(page);
    await page.goto("/my-medicines");
    await expect(page.getByTestId("single")).toBeVisible();
    await screenshot(page, "my-medicines-phone");
    await expectAccessible(page, "my medicines on a phone");
  });
});

test("on a phone, each pharmacy is as far in every list it is in, and each other pharmacy's total sits beside its name", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: "http://127.0.0.1" }]);
  await addList(page);
  await page.goto("/my-medicines");
  await expect(page.getByTestId("single")).toBeVisible({ timeout: 60_000 });
  // "Jewel-Osco · Albertsons / Safeway · 1224 S Wabash Ave, Chicago, IL 60605 · 1.4 mi": the street and the miles.
  const miles = new Map<string, string>();
  for (const text of await page.locator("article p.text-slate-700").allTextContents()) {
    const m = /· ([^,·]+),.* · ([\d.]+) mi$/.exec(text);
    if (m) miles.set(m[1]!, m[2]!);
  }
  const others = page.getByTestId("others").locator("li");
  expect(await others.count()).toBeGreaterThan(0);
  let shared = 0;
  for (const row of await others.all()) {
    const [, street, distance] = /^([^,]+),.* · ([\d.]+) mi$/.exec(
      await row.getByTestId("pharmacy-address").innerText(),
    )!;
    if (miles.has(street!)) {
      shared++;
      expect(distance, street).toBe(miles.get(street!));
    }
    // "1.7 mi" never broken, its "mi" alone on the next line.
    const milesLines = await row.getByTestId("pharmacy-address").evaluate((el) => {
      if (!el.lastElementChild) return 0;
      const range = document.createRange();
      range.selectNodeContents(el.lastElementChild);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(milesLines, `${street}: the distance on one line`).toBe(1);
    const name = (await row.getByTestId("pharmacy-name").boundingBox())!;
    const total = (await row.getByTestId("total").boundingBox())!;
    expect(Math.abs(total.y - name.y), `${street}: the total beside the name`).toBeLessThan(12);
  }
  expect(shared, "a pharmacy of the single or the split among the others").toBeGreaterThan(0);
});
