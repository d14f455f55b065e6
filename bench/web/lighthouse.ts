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
  /** Lighthouse could not record the page load (a runtime error such as NO_NAVSTART: it asks to be run again). */
  failed: boolean;
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
      failed: Boolean(lhr?.runtimeError) || !categories?.performance?.score,
    };
  } finally {
    chrome.kill();
  }
}

/** Runs of Lighthouse per page: its scores vary from run to run, and its own documentation advises a median. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * The median of RUNS Lighthouse runs of a page (performance; accessibility is the lowest of them). A run that could
 * not record the page load is run again, once per run, and counted as failed if that fails too.
 */
export async function lighthouseMedian(
  chromePath: string,
  url: string,
): Promise<Scores & { runs: number[] }> {
  const runs: Scores[] = [];
  for (let run = 0; run < RUNS; run++) {
    let scores = await lighthouseScores(chromePath, url);
    if (scores.failed) scores = await lighthouseScores(chromePath, url);
    runs.push(scores);
  }
  const performance = runs.map((r) => r.performance).sort((a, b) => a - b);
  return {
    performance: performance[Math.floor(performance.length / 2)] ?? 0,
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    problems: [...new Set(runs.flatMap((r) => r.problems))],
    failed: runs.some((r) => r.failed),
    runs: runs.map((r) => r.performance),
  };
}
