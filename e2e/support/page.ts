import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
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

/**
 * Text inside `selector` that runs past the right edge of the matched element and is cut there without an
 * ellipsis. A text that overflows is fine only when its own element truncates it: a block (a flex container's text
 * gets no ellipsis) with hidden overflow, `text-overflow: ellipsis`, and its box inside the matched element.
 */
export async function textCutWithoutEllipsis(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) => {
      const edge = root.getBoundingClientRect().right + 0.5;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const cut: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (range.getBoundingClientRect().right <= edge) continue;
        const parent = node.parentElement;
        if (!parent) continue;
        const style = getComputedStyle(parent);
        const truncated =
          style.textOverflow === "ellipsis" &&
          style.overflowX !== "visible" &&
          !/flex|grid|^inline$/.test(style.display) &&
          parent.getBoundingClientRect().right <= edge;
        if (!truncated) cut.push(node.textContent.trim());
      }
      return cut;
    }),
  );
}

/** SVG text inside `selector` that its own SVG's box cuts off (a viewBox that is sliced, a label past the edge). */
export async function svgTextCutOff(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll("svg text")].flatMap((text) => {
        const svg = (text as SVGTextElement).ownerSVGElement;
        if (!svg || !text.textContent?.trim()) return [];
        const box = svg.getBoundingClientRect();
        const own = text.getBoundingClientRect();
        const inside =
          own.left >= box.left - 0.5 &&
          own.right <= box.right + 0.5 &&
          own.top >= box.top - 0.5 &&
          own.bottom <= box.bottom + 0.5;
        return inside ? [] : [text.textContent.trim()];
      }),
    ),
  );
}

/** Whether the middle of the element is the element itself (or inside it), not something drawn over it. */
export async function uncovered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === node || node.contains(top));
  });
}

/** Whether two elements' boxes overlap on screen. */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/**
 * The labels of a round SVG (a prize wheel) that are cut by its rim or run into another label. Every glyph's cell
 * (getExtentOfChar, in the text's own coordinates) is mapped to the screen with the text's transform, so rotated
 * labels are measured as drawn: a corner outside the circle is cut; two cells of different labels that intersect
 * (separating-axis test on the two quadrilaterals) clash.
 */
export async function wheelLabelProblems(svg: Locator): Promise<string[]> {
  return svg.evaluate((element) => {
    const root = element as SVGSVGElement;
    const box = root.getBoundingClientRect();
    const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const radius = box.width / 2;
    type Point = { x: number; y: number };
    const labels = [...root.querySelectorAll("text")].map((text) => {
      const matrix = text.getScreenCTM();
      const cells: Point[][] = [];
      for (let i = 0; i < text.getNumberOfChars(); i++) {
        const cell = text.getExtentOfChar(i);
        if (!matrix || cell.width === 0) continue;
        cells.push(
          [
            [cell.x, cell.y],
            [cell.x + cell.width, cell.y],
            [cell.x + cell.width, cell.y + cell.height],
            [cell.x, cell.y + cell.height],
          ].map(([x, y]) => {
            const point = new DOMPoint(x, y).matrixTransform(matrix);
            return { x: point.x, y: point.y };
          }),
        );
      }
      return { name: text.textContent ?? "", cells };
    });
    const axes = (quad: Point[]) =>
      quad.map((point, i) => {
        const next = quad[(i + 1) % quad.length] as Point;
        return { x: point.y - next.y, y: next.x - point.x };
      });
    const apart = (a: Point[], b: Point[]) =>
      [...axes(a), ...axes(b)].some((axis) => {
        const project = (quad: Point[]) => quad.map((point) => point.x * axis.x + point.y * axis.y);
        const [pa, pb] = [project(a), project(b)];
        // A hair of tolerance: glyph cells of neighbours may touch.
        return Math.max(...pa) <= Math.min(...pb) + 0.5 || Math.max(...pb) <= Math.min(...pa) + 0.5;
      });
    const problems: string[] = [];
    for (const label of labels) {
      const cut = label.cells.some((quad) =>
        quad.some((point) => Math.hypot(point.x - centre.x, point.y - centre.y) > radius + 0.5),
      );
      if (cut) problems.push(`"${label.name}" is cut by the rim`);
    }
    labels.forEach((label, i) => {
      for (const other of labels.slice(i + 1)) {
        if (label.cells.some((a) => other.cells.some((b) => !apart(a, b))))
          problems.push(`"${label.name}" runs into "${other.name}"`);
      }
    });
    return problems;
  });
}
