import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { baseUrl } from "./browser";

/** Opens a path of the site and waits until React has hydrated it. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector("html[data-hydrated=true]");
}

/** Waits until the open dialogs' opening animations are over, so screenshots and axe see the final colours. */
export async function dialogsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[role=dialog]")].every((dialog) =>
      dialog
        .getAnimations({ subtree: true })
        .every(
          (animation) =>
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY ||
            animation.playState === "finished",
        ),
    ),
  );
}

/** The serious and critical axe violations of the page, or of the part matching `selector`, as readable lines. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (selector ? builder.include(selector) : builder).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
