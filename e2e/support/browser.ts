import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS } from "./chromium";

export const ARTIFACTS = fileURLToPath(new URL("../artifacts", import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

/** This worker's own server (global setup starts one per worker; VITEST_POOL_ID counts workers from 1). */
const baseUrls = inject("baseUrls");
export const baseUrl =
  baseUrls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % Math.max(1, baseUrls.length)] ?? "";
export const chromiumPath = inject("chromiumPath");
/** False when no Chromium is installed outside CI (global setup already said so, loudly). */
export const hasBrowser = chromiumPath !== "";

/**
 * How long one wait or action may take (Playwright's own default is 30 s). On the 2-core CI runner, beside the
 * other worker's server and browser, a lazily loaded modal once took longer than 30 s to appear: a slow machine,
 * not a broken page. Each journey still has the test timeout (vitest.config.ts) as its hang detector.
 */
const PATIENCE_MS = 60_000;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  // Every context and page the journeys open gets the same patience (newPage opens a context of its own).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(PATIENCE_MS);
    return context;
  };
  return browser;
}

export const artifact = (name: string) => path.join(ARTIFACTS, name);
