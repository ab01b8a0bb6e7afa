// The NPI pricing API's prices, for browser specs that check the site's prices against it.
import type { APIRequestContext } from "@playwright/test";
import { expect, type TestAccount } from "../fixtures";

// What the patient pays at each NPI, by the partner API (the lesser of UNC and discounted).
export async function apiPrices(
  request: APIRequestContext,
  account: TestAccount,
  { ndc, quantity, npis }: { ndc: string; quantity: number; npis: string[] },
): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  for (let i = 0; i < npis.length; i += 50) {
    const res = await request.post("/pricing/v1/npi/people", {
      headers: { "x-api-key": account.apiKey },
      data: { ndc, quantity, npis: npis.slice(i, i + 50) },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as {
      successful: { npi: string; price: { unc: string | null; discounted: string } }[];
    };
    for (const { npi, price } of body.successful)
      prices.set(npi, Math.min(Number(price.discounted), price.unc === null ? Infinity : Number(price.unc)));
  }
  return prices;
}
