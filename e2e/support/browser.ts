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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS, headless: true });
}

export const artifact = (name: string) => path.join(ARTIFACTS, name);
