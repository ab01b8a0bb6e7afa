import fs from "node:fs";
import { CHICAGO_ZIP, expect, expectAccessible, listedPrices, screenshot, test } from "./site";

test("get the card once: large numbers, a print view with only the card, the same card after a reload", async ({
  page,
}) => {
  await page.goto("/card");
  const memberId = page.getByTestId("member-id");
  await expect(memberId).toHaveText(/^RX\d{10}$/);
  const issued = await memberId.textContent();
  await expect(page.getByTestId("bin")).toHaveText("019901");
  await expect(page.getByTestId("pcn")).toHaveText("RXCARD");
  await expect(page.getByTestId("group")).toHaveText(/^H[A-Z0-9]{7}$/);
  await expect(page.getByText("Show this card to your pharmacist.")).toBeVisible();
  await expectAccessible(page, "card");
  await screenshot(page, "card");

  await page.emulateMedia({ media: "print" });
  const coupon = page.locator(".card-coupon");
  const fields = { BIN: "bin", PCN: "pcn", Group: "group", "Member ID": "member-id" };
  for (const [label, testId] of Object.entries(fields)) {
    await expect(coupon.getByText(label, { exact: true })).toBeVisible();
    await expect(coupon.getByTestId(testId)).toBeVisible();
  }
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Your discount card" })).toBeHidden();
  const box = (await coupon.boundingBox())!;
  expect(Math.round(box.width)).toBe(324); // 3.375 in at 96 px per inch
  expect(Math.round(box.height)).toBe(204); // 2.125 in
  await screenshot(page, "card-print");
  await page.emulateMedia({ media: "screen" });

  await page.reload();
  await expect(memberId).toHaveText(issued!);
  await page.goto("/");
  await page.goto("/card");
  await expect(memberId).toHaveText(issued!);
});

test("the price chosen on a price row comes with the card", async ({ page, context }) => {
  await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: "http://127.0.0.1" }]);
  await page.goto("/drug/atorvastatin");
  const [cheapest] = await listedPrices(page);
  const firstRow = page.getByTestId("chain-prices").getByRole("listitem").first();
  const chain = (await firstRow.getByRole("heading").textContent())!.replace("Lowest price", "").trim();
  await firstRow.getByRole("link", { name: /Get this price/ }).click();
  await expect(page).toHaveURL(/\/card\?drug=atorvastatin&dose=00378395205&qty=30&chain=/);
  const chosen = page.getByTestId("chosen-price");
  await expect(chosen).toContainText(`atorvastatin, 40 mg tablet, 30 tablets at ${chain}`);
  await expect(chosen).toContainText(`$${cheapest!.toFixed(2)}`);
  await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
});

test("PDF and PNG downloads; no wallet buttons where the site cannot sign passes", async ({ page }) => {
  await page.goto("/card");
  await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);

  const pdf = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdfFile = await (await pdf).path();
  expect((await pdf).suggestedFilename()).toBe("rxcard-people.pdf");
  expect(fs.readFileSync(pdfFile).subarray(0, 5).toString()).toBe("%PDF-");

  const png = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download image (PNG)" }).click();
  expect((await png).suggestedFilename()).toBe("rxcard-people.png");
  expect(
    fs
      .readFileSync(await (await png).path())
      .subarray(1, 4)
      .toString(),
  ).toBe("PNG");

  // A site not set up to sign wallet passes shows no wallet button at all (none that cannot work).
  await expect(page.getByRole("button", { name: /Apple Wallet|Google Wallet/ })).toHaveCount(0);
});

test("the PDF download answers a card the site never issued as any other: it tells no one which member ids exist", async ({
  page,
}) => {
  await page.goto("/");
  const answer = await page.evaluate(async () => {
    const response = await fetch("/api/card/pdf", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cardType: "people", memberId: "RX0000000000" }),
    });
    return { status: response.status, type: response.headers.get("content-type") };
  });
  expect(answer).toEqual({ status: 200, type: "application/pdf" });
});
