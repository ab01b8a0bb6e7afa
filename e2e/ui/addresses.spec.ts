// A street a store list writes in capitals is shown in mixed case, on the medication page's list and the chain page
// (lib/site/display-street.ts): the CVS at 1311 GRAND AVE. in Billings, MT (region of 59001), reads "1311 Grand Ave.".
import { expect, test } from "./site";

test("a street written in capitals reads in mixed case on the nearby list and the chain page", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "rx-zip", value: "59001", url: "http://127.0.0.1" }]);
  await page.goto("/drug/atorvastatin?dose=00378395005&qty=30&zip=59001&chain=CVS");
  const list = page.getByTestId("nearby-list");
  await expect(list).toContainText("1311 Grand Ave.");
  await expect(list).not.toContainText("GRAND AVE");
  await page.goto("/drug/atorvastatin/chain/CVS?zip=59001&dose=00378395005&qty=30");
  await expect(page.getByTestId("store-list")).toContainText("1311 Grand Ave.");
  await expect(page.getByTestId("store-list")).not.toContainText("GRAND AVE");
});
