import { readFileSync } from "node:fs";
import path from "node:path";
import { URL_LOCALES, type UrlLocale } from "@casino/contract";
import type { FastifyInstance } from "fastify";

/** What the PWA routes need from the web build (React Router's assets manifest). */
export interface PwaAssets {
  /** Changes with every build; names the service worker's caches. */
  version: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module?: string; imports?: string[]; css?: string[] } | undefined>;
}

/** The dark theme's background (app.css `--c-bg`): splash screen and browser bar of the installed app. */
const THEME_COLOUR = "#0a0e1a";
/** Routes whose code and styles every page needs: the app shell the service worker installs with. */
const SHELL_ROUTES = ["root", "routes/locale-layout"];
const ICONS = ["/favicon.svg", "/icons/icon.svg", "/icons/maskable.svg", "/icons/icon-192.png"];

/** The installed app's texts in each locale (name, description, shortcut labels). */
const TEXTS: Record<UrlLocale, { name: string; description: string; shortcuts: [string, string, string] }> = {
  en: {
    name: "Vela — Casino & Sportsbook",
    description: "Casino games, live casino and sports betting. 18+, play responsibly.",
    shortcuts: ["Casino", "Promotions", "Sports"],
  },
  de: {
    name: "Vela – Casino & Sportwetten",
    description: "Casinospiele, Live-Casino und Sportwetten. Ab 18, spielen Sie verantwortungsvoll.",
    shortcuts: ["Casino", "Aktionen", "Sport"],
  },
  "en-ca": {
    name: "Vela — Casino & Sportsbook",
    description: "Casino games, live casino and sports betting. 19+ in most provinces, play responsibly.",
    shortcuts: ["Casino", "Promotions", "Sports"],
  },
};

/** The web app manifest of one locale: the installed app opens on that locale's home page. */
export function webManifest(locale: UrlLocale) {
  const texts = TEXTS[locale];
  const [casino, promotions, sports] = texts.shortcuts;
  return {
    // One app whatever the locale it was installed from; start_url decides where it opens.
    id: "/",
    name: texts.name,
    short_name: "Vela",
    description: texts.description,
    lang: locale === "en-ca" ? "en-CA" : locale,
    dir: "ltr",
    start_url: `/${locale}?source=pwa`,
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: THEME_COLOUR,
    theme_color: THEME_COLOUR,
    categories: ["games", "entertainment", "sports"],
    icons: [
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/maskable.svg", sizes: "any", type: "image/svg+xml", purpose: "maskable" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    ],
    shortcuts: [
      { name: casino, url: `/${locale}/casino?source=pwa` },
      { name: promotions, url: `/${locale}/promotions?source=pwa` },
      { name: sports, url: `/${locale}/sports?source=pwa` },
    ].map((shortcut) => ({ ...shortcut, icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] })),
  };
}

/** The files the service worker caches at install: entry, shell routes' code and styles, icons, manifests. */
export function precacheList(assets: PwaAssets): string[] {
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports, ...ICONS]);
  for (const id of SHELL_ROUTES) {
    const route = assets.routes[id];
    if (!route) continue;
    if (route.module) files.add(route.module);
    for (const file of [...(route.imports ?? []), ...(route.css ?? [])]) files.add(file);
  }
  for (const locale of URL_LOCALES) files.add(`/${locale}/manifest.webmanifest`);
  return [...files];
}

/**
 * The manifest (`/{locale}/manifest.webmanifest`) and the service worker (`/sw.js`). The worker is served with
 * `no-cache` so every navigation's update check sees a new build at once; it is rebuilt around the assets of the
 * build being served, so its cache names and precache list always match the pages.
 */
export async function registerPwa(
  app: FastifyInstance,
  options: { webRoot: string; assets: () => Promise<PwaAssets | null> },
): Promise<void> {
  const source = readFileSync(path.join(options.webRoot, "pwa", "service-worker.js"), "utf8");
  for (const locale of URL_LOCALES) {
    const body = JSON.stringify(webManifest(locale));
    app.get(`/${locale}/manifest.webmanifest`, (_request, reply) =>
      reply
        .header("content-type", "application/manifest+json; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(body),
    );
  }
  app.get("/sw.js", async (_request, reply) => {
    const assets = await options.assets();
    const config = { version: assets?.version ?? "dev", precache: assets ? precacheList(assets) : [] };
    return reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("service-worker-allowed", "/")
      .send(`self.VELA_SW = ${JSON.stringify(config)};\n${source}`);
  });
}
