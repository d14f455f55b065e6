import { COMPANY_NAME } from "@casino/contract";
import { TEST_CARDS } from "./cards";
import type { SandboxPayment } from "./psp-sandbox.service";

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const ERRORS: Record<string, string> = {
  number: "Check the card number.",
  expiry: "Check the expiry date (MM/YY) — the card may have expired.",
  cvc: "The security code has 3 or 4 digits.",
};

function money(payment: SandboxPayment): string {
  const major = Number(payment.amount) / 100;
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: payment.currency }).format(major);
}

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef2f7;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;padding:16px}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 20px 50px -20px rgba(15,23,42,.35);overflow:hidden}
header{background:#0f766e;color:#fff;padding:20px 24px}header p{margin:0;opacity:.85;font-size:13px}header h1{margin:4px 0 0;font-size:28px}`;

/** The hosted page of a checkout whose time is over: it takes no payment and leads back to the merchant. */
export function expiredPage(payment: SandboxPayment, back: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay · Checkout expired</title>
<style>
${STYLE}
section{padding:24px;display:grid;gap:14px}a{font-weight:700;border-radius:10px;padding:14px;background:#0f766e;color:#fff;text-align:center;text-decoration:none}
</style></head>
<body><main>
<header><p>Sandbox Pay · test mode · pay to ${esc(COMPANY_NAME)}</p><h1>${esc(money(payment))}</h1></header>
<section><h2>This checkout has expired</h2>
<p>The time to pay is over and nothing was charged. Start a new deposit on the merchant's site.</p>
<a href="${esc(back)}">Return to the merchant</a></section>
</main></body></html>`;
}

/** The provider's hosted payment page. Deliberately not our brand: the player is on the provider's site here. */
export function checkoutPage(
  payment: SandboxPayment,
  error?: string,
  values: { number?: string; expiry?: string } = {},
) {
  const problem = error ? ERRORS[error] : undefined;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay · Checkout</title>
<style>
${STYLE}
form{padding:24px;display:grid;gap:14px}label{display:grid;gap:6px;font-weight:600;font-size:13px}
input{font:inherit;padding:12px 14px;border:1px solid #cbd5e1;border-radius:10px;width:100%}input:focus{outline:2px solid #0f766e;border-color:#0f766e}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.error{background:#fef2f2;color:#b91c1c;border-radius:10px;padding:10px 12px;margin:0}
button{font:inherit;font-weight:700;border:0;border-radius:10px;padding:14px;background:#0f766e;color:#fff;cursor:pointer}
.cancel{background:none;color:#475569;font-weight:600;padding:6px}
aside{background:#f8fafc;border-top:1px solid #e2e8f0;padding:16px 24px;font-size:12.5px;color:#475569}aside code{background:#e2e8f0;border-radius:4px;padding:1px 5px}
</style></head>
<body><main>
<header><p>Sandbox Pay · test mode · pay to ${esc(COMPANY_NAME)}</p><h1>${esc(money(payment))}</h1></header>
<form method="post" action="/psp-sandbox/checkout/${esc(payment.id)}" autocomplete="off">
${problem ? `<p class="error" role="alert">${esc(problem)}</p>` : ""}
<label>Card number<input name="number" inputmode="numeric" autocomplete="cc-number" required value="${esc(values.number ?? "")}" placeholder="4242 4242 4242 4242"${error === "number" ? ' aria-invalid="true"' : ""}></label>
<div class="row"><label>Expiry (MM/YY)<input name="expiry" autocomplete="cc-exp" required value="${esc(values.expiry ?? "")}" placeholder="12/30"${error === "expiry" ? ' aria-invalid="true"' : ""}></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123"${error === "cvc" ? ' aria-invalid="true"' : ""}></label></div>
<label>Name on card<input name="name" autocomplete="cc-name" placeholder="Alex Morgan"></label>
<button type="submit">Pay ${esc(money(payment))}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel and return</button>
</form>
<aside>Test cards: <code>${TEST_CARDS.approve}</code> approves, <code>${TEST_CARDS.decline}</code> is declined,
<code>${TEST_CARDS.pendingThenApprove}</code> stays pending for 30 seconds and then approves. Any future expiry, any CVC.</aside>
</main></body></html>`;
}
