// The header on a phone and a desktop, in English and Spanish, people and pets: the three links on one line, none of
// them broken over two (the Spanish phone header read "Buscar un / medicamento", "Mis / medicamentos", "Mi / tarjeta"),
// the people/pets and language switches still there, every one of them reached by Tab, and axe clean.
import { expect, expectAccessible, test } from "./site";

const LINKS = {
  "en-US": { phone: ["Search", "My medicines", "My card"], desktop: ["Find a medication", "My medicines", "My card"] },
  "es-US": { phone: ["Buscar", "Mis medicamentos", "Mi tarjeta"], desktop: ["Buscar un medicamento", "Mis medicamentos", "Mi tarjeta"] }, // prettier-ignore
} as const;
const SWITCHES = {
  "en-US": ["People", "Pets", "Español"],
  "es-US": ["Personas", "Mascotas", "English"],
} as const;
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

for (const locale of ["en-US", "es-US"] as const) {
  for (const [size, viewport] of Object.entries(SIZES) as [keyof typeof SIZES, (typeof SIZES)["phone"]][]) {
    for (const audience of ["people", "pets"]) {
      test(`the header's links on one line, ${locale}, ${size}, ${audience}`, async ({ page, context }) => {
        await context.addCookies([
          { name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" },
          { name: "rx-audience", value: audience, url: "http://127.0.0.1" },
        ]);
        await page.setViewportSize(viewport);
        await page.goto("/drug/atorvastatin?dose=00378395005&qty=30");
        const nav = page.getByRole("navigation", { name: locale === "es-US" ? "Principal" : "Main" });
        const links = nav.getByRole("link");
        // What the patient sees (the search link's long and short names are both in the page, one of them hidden).
        await expect(links).toHaveCount(3);
        expect(await links.evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim()))).toEqual([
          ...LINKS[locale][size],
        ]);
        // Each link one line high, all of them on the same line.
        const boxes = await links.evaluateAll((els) =>
          els.map((el) => ({ lines: el.getClientRects().length, top: el.getBoundingClientRect().top })),
        );
        for (const box of boxes) expect(box.lines, "a link broken over two lines").toBe(1);
        expect(new Set(boxes.map((b) => Math.round(b.top))).size, "the links on one line").toBe(1);
        const header = page.getByRole("banner");
        expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

        // The switches are there, and Tab reaches the three links and the three switches in the header's order.
        const [people, pets, language] = SWITCHES[locale];
        await expect(header.getByRole("button", { name: people, exact: true })).toBeVisible();
        await expect(header.getByRole("button", { name: pets, exact: true })).toBeVisible();
        await expect(header.getByRole("button", { name: language, exact: true })).toBeVisible();
        const reached: string[] = [];
        for (let i = 0; i < 8; i++) {
          await page.keyboard.press("Tab");
          reached.push(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim()));
        }
        expect(reached.slice(2)).toEqual([...LINKS[locale][size], people, pets, language]);
        await expectAccessible(page, `header ${locale} ${size} ${audience}`);
      });
    }
  }
}
