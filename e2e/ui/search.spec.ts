import { expect, expectAccessible, screenshot, test } from "./site";

test("type four letters and pick a suggestion with the keyboard", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Search a medication" });
  await box.focus();
  await box.pressSequentially("ator", { delay: 40 });
  const listbox = page.getByRole("listbox", { name: "Search a medication" });
  await expect(listbox).toHaveAttribute("aria-busy", "false");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const first = listbox.getByRole("option").first();
  await expect(first).toContainText("atorvastatin");
  await expect(first).toContainText("Generic");
  await expect(page.getByRole("status").filter({ hasText: "suggestions available" })).toBeAttached();

  await page.keyboard.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await screenshot(page, "search-suggestions", false);

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/drug\/atorvastatin(\?|$)/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("atorvastatin");
});

test("brands are marked; Escape closes the list, then clears the box", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Search a medication" });
  await box.fill("lipit");
  const option = page.getByRole("option", { name: /Lipitor/ });
  await expect(option).toContainText("Brand");
  await expect(option).toContainText("generic: atorvastatin");
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("listbox")).toBeHidden();
  await box.press("Escape");
  await expect(box).toHaveValue("");
});

test("a name nothing matches says so; the home page has no serious accessibility issue", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search a medication" }).fill("qqqzzxx");
  await expect(page.getByText("No medication matches “qqqzzxx”")).toBeVisible();
  await expectAccessible(page, "home");
});

test("the home page lists the partner API's popular searches; picking on the site counts none", async ({
  page,
  request,
  account,
}) => {
  // Spec 4.1: popular reflects only searches of the search query endpoint. Picking a suggestion sends nothing but
  // the page's own navigation.
  const picks: string[] = [];
  page.on("request", (r) => (r.method() === "POST" ? picks.push(new URL(r.url()).pathname) : undefined));
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search a medication" }).fill("metformin");
  await page.getByRole("option").first().click();
  await expect(page).toHaveURL(/\/drug\/metformin/);
  expect(picks.filter((p) => p.startsWith("/api/search"))).toEqual([]);

  const searched = await request.get("/search/v1/?query=metformin", { headers: { "x-api-key": account.apiKey } });
  expect(searched.status()).toBe(200);
  // Searches are written in batches and "popular" is cached for a few seconds.
  const popular = page.getByRole("region", { name: "Popular searches" });
  await expect(async () => {
    await page.goto("/");
    await expect(popular.getByRole("link", { name: /metformin/ }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});
