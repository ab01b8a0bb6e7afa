// "Open now" is said on the store's clock (its zip's time zone, the one "checked at ... CST" names), not the browser's:
// a browser in UTC, or a patient travelling, sees a Chicago store's own state.
import { CHICAGO_ZIP, expect, test } from "./site";

test.use({ timezoneId: "UTC" });

const JEWEL = "1538115217"; // Jewel-Osco, 1224 S Wabash Ave, Chicago 60605: "Mo-Su 06:00-midnight"

for (const { utc, chicago, state } of [
  // 09:00 UTC is 3:00 AM in Chicago: closed there, though the browser's clock says mid-morning.
  { utc: "2026-12-02T09:00:00Z", chicago: "3:00 AM", state: "Closed now" },
  // 05:00 UTC is 11:00 PM in Chicago: open there, though the browser's clock says 5 in the morning.
  { utc: "2026-12-02T05:00:00Z", chicago: "11:00 PM", state: "Open now" },
]) {
  test(`a Chicago store at ${chicago} in Chicago (${utc}) reads "${state}" in a browser set to UTC`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: "rx-zip", value: CHICAGO_ZIP, url: "http://127.0.0.1" }]);
    await page.clock.setFixedTime(new Date(utc));
    await page.goto("/drug/atorvastatin?dose=00378395005&qty=30");
    const store = page.locator(`[data-testid="nearby-list"] li[data-npi="${JEWEL}"]`);
    await expect(store).toContainText("6 AM");
    await expect(store.getByTestId("open-now")).toHaveText(state);
  });
}
