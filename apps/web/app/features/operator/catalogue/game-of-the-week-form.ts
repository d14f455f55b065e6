import type { GameOfTheWeekRequest, GameOfTheWeekSchedule } from "@casino/contract";
import { z } from "zod";

/**
 * One week's game of the week as content staff type it (docs/product/back-office.md#catalogue, decision 0206): the
 * game's slug, the points boost, headline and text in English and German, and in Canadian English only where they
 * differ (left empty, Canada reads the English).
 */
export interface GameOfTheWeekForm {
  gameSlug: string;
  pointsBoost: string;
  enTitle: string;
  enText: string;
  deTitle: string;
  deText: string;
  caTitle: string;
  caText: string;
}

export type GameOfTheWeekField = keyof GameOfTheWeekForm;

// Each refusal is the key of its text under operator.catalogue.gotw.problems. (the bounds of GameOfTheWeekRequest).
const problem = (key: string) => `operator.catalogue.gotw.problems.${key}`;
const title = z.string().trim().min(1, problem("title")).max(120, problem("title"));
const text = z.string().trim().min(1, problem("text")).max(400, problem("text"));
const optional = (max: number, key: string) => z.string().trim().max(max, problem(key));

export const gameOfTheWeekFormSchema = z
  .object({
    gameSlug: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,80}$/, problem("game")),
    pointsBoost: z
      .string()
      .trim()
      .regex(/^([1-9]|10)$/, problem("boost")),
    enTitle: title,
    enText: text,
    deTitle: title,
    deText: text,
    caTitle: optional(120, "title"),
    caText: optional(400, "text"),
  })
  // Canadian English is both texts or neither.
  .superRefine((form, context) => {
    const title = form.caTitle.trim();
    const body = form.caText.trim();
    if (title && !body) context.addIssue({ code: "custom", path: ["caText"], message: problem("caBoth") });
    if (body && !title) context.addIssue({ code: "custom", path: ["caTitle"], message: problem("caBoth") });
  });

/** The form of a week: its pick as it is, or empty with the usual double points. */
export const gameOfTheWeekForm = (pick: GameOfTheWeekSchedule | null): GameOfTheWeekForm => ({
  gameSlug: pick?.gameSlug ?? "",
  pointsBoost: String(pick?.pointsBoost ?? 2),
  enTitle: pick?.en.title ?? "",
  enText: pick?.en.text ?? "",
  deTitle: pick?.de.title ?? "",
  deText: pick?.de.text ?? "",
  caTitle: pick?.["en-ca"]?.title ?? "",
  caText: pick?.["en-ca"]?.text ?? "",
});

/** The body of PUT /api/admin/catalogue/game-of-the-week/{week}. */
export const gameOfTheWeekBody = (form: GameOfTheWeekForm): GameOfTheWeekRequest => {
  const ca = form.caTitle.trim() && form.caText.trim();
  return {
    gameSlug: form.gameSlug.trim(),
    pointsBoost: Number(form.pointsBoost.trim()),
    en: { title: form.enTitle.trim(), text: form.enText.trim() },
    de: { title: form.deTitle.trim(), text: form.deText.trim() },
    "en-ca": ca ? { title: form.caTitle.trim(), text: form.caText.trim() } : null,
  };
};
