import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./browser";

/** The logged-in player's total balance, read from the API (never from the page). */
export async function realBalance(page: Page): Promise<number> {
  const response = await page.request.get(`${baseUrl}/api/user/balance`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/**
 * Pays a deposit through the sandbox provider without the UI (the cashier journey covers the UI), and waits until
 * the balance shows it. The page's context must be logged in; the demo player keeps GBP.
 */
export async function topUp(page: Page, amount: number, currency = "GBP"): Promise<void> {
  const before = await realBalance(page);
  const started = await page.request.post(`${baseUrl}/api/user/cashier/depositGm1`, {
    data: { amount, currency },
    headers: { "idempotency-key": `e2e-topup-${crypto.randomUUID()}` },
  });
  expect(started.status()).toBe(200);
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  const paid = await page.request.post(`${baseUrl}${redirectUrl}`, {
    form: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect
    .poll(() => realBalance(page), { timeout: 10_000 })
    .toBe(Math.round((before + amount) * 100) / 100);
}
