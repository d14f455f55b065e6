/*
 * Vela's service worker. The server serves it at /sw.js and puts `self.VELA_SW = {version, precache}` in front of
 * this file (platform/pwa.ts): `version` changes with every build, so each build gets fresh caches and the old
 * ones are dropped on activate.
 *
 * - App shell: the build's entry scripts and styles, the icons and the manifest are cached at install; other
 *   hashed files under /assets are cached on first use (their names change when their content does).
 * - Pages (HTML): network first; the last copy is kept only as an offline fallback and is cleared when the
 *   player logs in or out (the page posts "clear-pages"), so a shared device never shows someone else's page.
 * - /api, /v1, /dev and the payment pages are never touched: always the network, never a cache.
 */
const { version, precache } = self.VELA_SW;
const SHELL = `vela-shell-${version}`;
const PAGES = `vela-pages-${version}`;
const MAX_PAGES = 25;
const NEVER = [/^\/api\//, /^\/v1\//, /^\/dev\//, /^\/psp-sandbox\//, /^\/sw\.js$/];
const STATIC = [/^\/assets\//, /^\/brand\//, /^\/icons\//, /^\/favicon\.svg$/, /\/manifest\.webmanifest$/];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // One missing file must not stop the others (nor the new version) from installing.
      await Promise.allSettled(precache.map((url) => cache.add(url)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, PAGES]);
      for (const name of await caches.keys()) {
        if (name.startsWith("vela-") && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "clear-pages") event.waitUntil(caches.delete(PAGES));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((pattern) => pattern.test(url.pathname))) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(request));
  } else if (STATIC.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(
      url.pathname.startsWith("/assets/") ? cacheFirst(request) : staleWhileRevalidate(event),
    );
  }
});

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    const html = (response.headers.get("content-type") ?? "").includes("text/html");
    const storable = !/no-store/.test(response.headers.get("cache-control") ?? "");
    if (response.ok && html && storable) {
      const cache = await caches.open(PAGES);
      await cache.put(request, response.clone());
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(old);
    }
    return response;
  } catch {
    const cached = await caches.match(request, { cacheName: PAGES, ignoreVary: true });
    return cached ?? offlinePage(new URL(request.url).pathname);
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: SHELL });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SHELL)).put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(event) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(event.request);
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

const OFFLINE_TEXT = {
  en: [
    "You are offline",
    "Vela needs a connection to load this page. Check your connection and try again.",
    "Try again",
  ],
  de: [
    "Sie sind offline",
    "Vela braucht eine Internetverbindung, um diese Seite zu laden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    "Erneut versuchen",
  ],
};

/** A small page in the visitor's language (from the URL's locale) when there is no network and no copy. */
function offlinePage(pathname) {
  const lang = pathname.startsWith("/de") ? "de" : "en";
  const [title, body, retry] = OFFLINE_TEXT[lang];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Vela</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0a0e1a;color:#eef1fa;font-family:Inter,system-ui,sans-serif;text-align:center;padding:24px}main{max-width:420px}h1{font-size:24px;margin:20px 0 8px}p{color:#98a2c0;line-height:1.5}a{display:inline-block;margin-top:16px;background:#6d4ef0;color:#fff;padding:12px 22px;border-radius:12px;font-weight:700;text-decoration:none}</style></head><body><main><img src="/icons/icon.svg" width="72" height="72" alt=""><h1>${title}</h1><p>${body}</p><a href="">${retry}</a></main></body></html>`;
  return new Response(html, { status: 503, headers: { "content-type": "text/html; charset=utf-8" } });
}
