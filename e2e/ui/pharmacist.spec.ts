// The card at the counter: the "Show to pharmacist" view (size, contrast, note, help desk) on a phone, and the QR code
// that carries the card from a large screen to a phone.
import AxeBuilder from "@axe-core/playwright";
import { devices, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expect, expectAccessible, screenshot, test } from "./site";

const SITE = "http://127.0.0.1";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function cardFields(page: Page) {
  const read = (id: string) => page.locator(".card-coupon").getByTestId(id).textContent();
  const [memberId, group, bin, pcn] = await Promise.all(["member-id", "group", "bin", "pcn"].map(read));
  return { memberId: memberId!, group: group!, bin: bin!, pcn: pcn! };
}

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the pharmacist view: the four claim fields in large black-on-white type, the note and the help desk", async ({
    page,
  }) => {
    await page.goto("/card");
    await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
    const card = await cardFields(page);
    await expect(page.getByTestId("card-qr")).toBeHidden(); // no QR code on a phone

    await page.getByRole("button", { name: "Show to pharmacist" }).click();
    const view = page.getByRole("dialog", { name: /For the pharmacist/ });
    await expect(view).toBeVisible();
    for (const [field, value] of Object.entries({ bin: card.bin, pcn: card.pcn, group: card.group })) {
      await expect(view.getByTestId(`pharmacist-${field}`)).toHaveText(value);
    }
    const memberId = view.getByTestId("pharmacist-member-id");
    await expect(memberId).toHaveText(card.memberId);
    const style = await memberId.evaluate((el) => {
      const css = getComputedStyle(el);
      return { size: parseFloat(css.fontSize), color: css.color, fits: el.scrollWidth <= el.clientWidth };
    });
    expect(style.size).toBeGreaterThanOrEqual(40); // readable at arm's length (the card shows it at 24 px)
    expect(style.color).toBe("rgb(0, 0, 0)");
    expect(style.fits).toBe(true); // the whole id on one line, nothing cut off
    await expect(view).toHaveCSS("background-color", "rgb(255, 255, 255)");

    await expect(view.getByTestId("pharmacist-note")).toContainText("Discount card, not insurance.");
    await expect(view.getByTestId("pharmacist-note")).toContainText("Submit the claim with the BIN, PCN, Group");
    await expect(view.getByRole("link", { name: "(800) 555-0100" })).toHaveAttribute("href", "tel:+18005550100");

    await expect(view.getByRole("status")).toHaveText("The screen stays on while this is open."); // Wake Lock held
    await expectAccessible(page, "pharmacist view");
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="pharmacist-view"]')
      .withRules(["color-contrast-enhanced"]) // WCAG AAA, 7:1
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await screenshot(page, "pharmacist-view", false);

    await page.keyboard.press("Escape");
    await expect(view).toBeHidden();
    await expect(page.getByRole("button", { name: "Show to pharmacist" })).toBeFocused();
  });

  test("in Spanish the whole view is in English, the pharmacy's language", async ({ page, context }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "es-US", url: SITE }]);
    await page.goto("/card");
    await page.getByRole("button", { name: "Mostrar al farmacéutico" }).click();
    const view = page.getByRole("dialog", { name: /For the pharmacist · Prescription discount card/ });
    await expect(view).toHaveAttribute("lang", "en-US");
    await expect(view.getByTestId("pharmacist-note")).toHaveCount(1);
    await expect(view.getByTestId("pharmacist-note")).toContainText("Discount card, not insurance.");
    await expect(view.getByText("Hand your phone to the pharmacist.")).toBeVisible();
    await expect(view.getByRole("button", { name: "Close" })).toBeVisible();
    await expectAccessible(page, "pharmacist view in Spanish");
  });
});

test("desktop to phone: the QR code opens the same card on a phone, which keeps it", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/card");
  await expect(page.getByTestId("member-id")).toHaveText(/^RX\d{10}$/);
  const card = await cardFields(page);
  const qr = page.getByRole("img", { name: "QR code that opens this card on a phone" });
  await expect(qr).toBeVisible();
  await screenshot(page, "card-qr");

  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded, "a readable QR code").not.toBeNull();
  const link = new URL(decoded!.data);
  expect(link.pathname).toBe("/card/open");
  expect(link.search).toBe(""); // the card travels in the fragment, which no server sees
  expect(Object.fromEntries(new URLSearchParams(link.hash.slice(1)))).toEqual({ type: "people", ...card });

  const phone = await browser.newContext({ ...devices["Pixel 7"] });
  try {
    const phonePage = await phone.newPage();
    const issued: string[] = [];
    phonePage.on("request", (r) => r.url().endsWith("/api/card") && issued.push(r.method()));
    await phonePage.goto(link.href);
    await expect(phonePage.getByRole("heading", { level: 1 })).toHaveText("Your card from another device");
    expect(await cardFields(phonePage)).toEqual(card);
    await expectAccessible(phonePage, "card opened from a QR code");
    await phonePage.getByRole("button", { name: "Keep this card on this phone" }).click();
    await expect(phonePage).toHaveURL(/\/card$/);
    await expect(phonePage.getByTestId("member-id")).toHaveText(card.memberId);
    expect(await cardFields(phonePage)).toEqual(card);
    expect(issued, "the phone asked for no card of its own").toEqual([]);
  } finally {
    await phone.close();
  }
});

test("a QR link that lost a field says so instead of showing a broken card", async ({ page }) => {
  await page.goto("/card/open#type=people&memberId=RX1234567897&group=HABC1234&bin=019901");
  await expect(page.getByText(/does not hold a complete card/)).toHaveRole("alert");
  await expect(page.locator(".card-coupon")).toHaveCount(0);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the pharmacist view at ${viewport.width} px: each claim field on one line, never broken`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/card");
    await expect(page.getByTestId("member-id")).toBeVisible();
    await page.getByRole("button", { name: "Show to pharmacist" }).click();
    const view = page.getByRole("dialog", { name: /For the pharmacist/ });
    for (const field of ["bin", "pcn", "group", "member-id"]) {
      const lines = await view.getByTestId(`pharmacist-${field}`).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, field).toBe(1);
    }
  });
}
