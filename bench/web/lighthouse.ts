import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../../e2e/support/chromium";

export interface Scores {
  performance: number;
  accessibility: number;
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
    const categories = result?.lhr.categories;
    return {
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}
