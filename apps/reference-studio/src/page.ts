import { SYMBOLS, type SymbolName } from "./reels";

/** The studio's own art: one small SVG per symbol. */
const ART: Record<SymbolName, string> = {
  cherry:
    '<circle cx="22" cy="40" r="12" fill="#e11d48"/><circle cx="42" cy="44" r="12" fill="#be123c"/><path d="M22 28 Q30 8 46 10 M42 32 Q40 18 46 10" stroke="#15803d" stroke-width="4" fill="none"/>',
  bell: '<path d="M32 8c-12 0-18 10-18 22v10l-6 8h48l-6-8V30c0-12-6-22-18-22z" fill="#facc15"/><circle cx="32" cy="52" r="6" fill="#a16207"/>',
  star: '<path d="M32 6l7.6 16.4L58 24.6 44.6 37l3.4 18.6L32 46.6 16 55.6 19.4 37 6 24.6l18.4-2.2z" fill="#f59e0b"/>',
  seven: '<path d="M12 10h40v8L30 56H19l21-38H12z" fill="#dc2626"/>',
  gem: '<path d="M14 24l10-14h16l10 14-18 30z" fill="#22d3ee"/><path d="M14 24h36M24 10l8 44 8-44" stroke="#0e7490" stroke-width="2" fill="none"/>',
};

const svg = (name: SymbolName) =>
  `<svg viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${name}">${ART[name]}</svg>`;

/**
 * The game page the casino frames: it trades the launch token through this studio's server, then spins through
 * it; the page never talks to the casino itself.
 */
export function gamePage(stakes: number[]): string {
  const art = Object.fromEntries(SYMBOLS.map((s) => [s, svg(s)]));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Starfall · Starfall Games</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:radial-gradient(circle at top,#312e81,#0f172a);color:#f8fafc;min-height:100vh;display:flex;align-items:center;justify-content:center}
main{width:min(100%,420px);padding:16px;text-align:center}
h1{margin:0 0 12px;font-size:22px;letter-spacing:.08em}
.reels{display:flex;gap:8px;justify-content:center;margin:12px 0}
.reel{background:#f8fafc;border-radius:12px;width:84px;height:84px;display:flex;align-items:center;justify-content:center;box-shadow:inset 0 -4px 0 #cbd5e1}
.row{display:flex;gap:8px;justify-content:center;align-items:center;margin:8px 0}
button{font:inherit;font-weight:700;border:0;border-radius:999px;padding:12px 32px;background:#f59e0b;color:#1f2937;cursor:pointer}
button:disabled{opacity:.5}
select{font:inherit;border-radius:8px;padding:6px}
#msg{min-height:1.4em;color:#fde68a}
</style></head>
<body><main>
<h1>STARFALL</h1>
<div class="row"><span>Balance</span><strong id="balance" data-testid="studio-balance">…</strong></div>
<div class="reels" id="reels">${[0, 1, 2].map(() => `<div class="reel">${art.star}</div>`).join("")}</div>
<div class="row"><label for="stake">Stake</label><select id="stake">${stakes
    .map((s) => `<option value="${s}">${(s / 100).toFixed(2)}</option>`)
    .join("")}</select></div>
<div class="row"><button id="spin" disabled>Spin</button></div>
<p id="msg" role="status"></p>
</main>
<script>
const ART = ${JSON.stringify(art)};
const params = new URLSearchParams(location.search);
let session = null, currency = "";
const $ = (id) => document.getElementById(id);
const money = (minor) => (minor / 100).toFixed(2) + " " + currency;
async function post(path, body) {
  const r = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { ok: r.ok, body: await r.json() };
}
(async () => {
  const a = await post("/api/authenticate", { token: params.get("token") || "", mode: params.get("mode") || "" });
  if (!a.ok) { $("msg").textContent = "This game session has expired. Reopen the game."; return; }
  session = a.body.session; currency = a.body.currency;
  $("balance").textContent = money(a.body.balance);
  $("spin").disabled = false;
})();
$("spin").addEventListener("click", async () => {
  $("spin").disabled = true; $("msg").textContent = "";
  const r = await post("/api/spin", { session, stake: Number($("stake").value) });
  $("spin").disabled = false;
  if (!r.ok) {
    const code = r.body.code;
    $("msg").textContent = code === "RGS_INSUFFICIENT_FUNDS" ? "Not enough money for this stake."
      : code === "ROUND_CANCELLED" ? "Connection hiccup: the round was cancelled, nothing was charged."
      : code && code.startsWith("RGS_") ? "The casino refused the bet (" + code + ")." : "Something went wrong.";
    return;
  }
  $("reels").innerHTML = r.body.reels.map((s) => '<div class="reel">' + ART[s] + "</div>").join("");
  $("balance").textContent = money(r.body.balance);
  $("msg").textContent = r.body.win > 0 ? "You win " + money(r.body.win) + "!" : "No win this time.";
});
</script></body></html>`;
}
