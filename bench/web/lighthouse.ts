import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../../e2e/support/chromium";

export interface Scores {
  performance: number;
  accessibility: number;
  /**
   * Lighthouse's runtime error and the audits it could not run: why a score is missing (0). Some audits fail on every
   * run with Debian's Chromium (the trace's LCP element) without touching the scores.
   */
  problems: string[];
}

/**
 * Lighthouse's mobile defaults (simulated slow 4G, 4× CPU) against one page in Debian's Chromium: the performance
 * and accessibility scores out of 100.
 */
export async function lighthouseScores(chromePath: string, url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
    });
    const lhr = result?.lhr;
    const categories = lhr?.categories;
    const problems = [
      ...(lhr?.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...Object.values(lhr?.audits ?? {})
        .filter((audit) => audit.scoreDisplayMode === "error")
        .map((audit) => `${audit.id}: ${audit.errorMessage ?? "error"}`),
    ];
    return {
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      problems,
    };
  } finally {
    chrome.kill();
  }
}
