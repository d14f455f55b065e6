import type { RiskLevel } from "@casino/contract";
import { answerOf, CRITERIA } from "./questionnaire.criteria";

/**
 * Score from which an evaluation is high risk and the account is flagged for review
 * (docs/decisions/0103-risk-score-and-reviews.md).
 */
export const HIGH_RISK_SCORE = 50;
/** Score from which an evaluation is medium risk. */
export const MEDIUM_RISK_SCORE = 25;
/** Points added when the intended yearly deposits are out of proportion to the income. */
export const AFFORDABILITY_POINTS = 25;
/** Intended deposits of at least this share of the income's upper bound are out of proportion. */
export const AFFORDABILITY_SHARE = 0.2;

export interface RiskResult {
  score: number;
  level: RiskLevel;
  /** Why: the mapping references that scored, and AFFORDABILITY when that rule fired. */
  factors: string[];
}

/**
 * The risk score of a complete set of answers (criterionId → answerId): the sum of each answer's points, plus
 * AFFORDABILITY_POINTS when the lower bound of the intended yearly deposits reaches AFFORDABILITY_SHARE of the
 * upper bound of the income (an open-ended top income band never fires it). A PEP scores HIGH_RISK_SCORE alone:
 * enhanced due diligence is required for every PEP (AMLD art. 20).
 */
export function riskScore(answers: ReadonlyMap<number, number>): RiskResult {
  let score = 0;
  const factors: string[] = [];
  for (const criterion of CRITERIA) {
    const answerId = answers.get(criterion.id);
    const answer = answerId === undefined ? undefined : answerOf(criterion, answerId);
    if (!answer) continue;
    score += answer.points;
    if (answer.points > 0) factors.push(answer.mappingReference);
  }
  const income = band("TOTAL_ANNUAL_INCOME", answers);
  const intended = band("INTENDED_AMOUNT", answers);
  if (income?.to != null && intended && intended.from >= income.to * AFFORDABILITY_SHARE) {
    score += AFFORDABILITY_POINTS;
    factors.push("AFFORDABILITY");
  }
  return { score, level: levelOf(score), factors };
}

export function levelOf(score: number): RiskLevel {
  if (score >= HIGH_RISK_SCORE) return "high";
  if (score >= MEDIUM_RISK_SCORE) return "medium";
  return "low";
}

function band(mappingReference: string, answers: ReadonlyMap<number, number>) {
  const criterion = CRITERIA.find((c) => c.mappingReference === mappingReference);
  const answerId = criterion ? answers.get(criterion.id) : undefined;
  if (!criterion || answerId === undefined) return undefined;
  return answerOf(criterion, answerId)?.band;
}
