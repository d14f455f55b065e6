import type { UrlLocale } from "@casino/contract";

/** A label in the three languages of the site (docs/product/compliance.md#questionnaire). */
export type Label = Record<UrlLocale, string>;

export interface AnswerDef {
  id: number;
  mappingReference: string;
  label: Label;
  /** Risk points of this answer (risk-score.ts, docs/decisions/0103-risk-score-and-reviews.md). */
  points: number;
  /** Income and investment answers: the band's bounds in EUR-equivalent major units (upper null = open). */
  band?: { from: number; to: number | null };
}

export interface CriterionDef {
  id: number;
  mappingReference: string;
  label: Label;
  answers: AnswerDef[];
}

const same = (text: string, de: string): Label => ({ en: text, de, "en-ca": text });

/**
 * The criteria of the AML questionnaire, in the order shown. Ids are stable (stored answers refer to them); a
 * changed question gets a new id. Points follow the risk-based approach of AMLD (EU 2015/849 art. 18, annex III).
 */
export const CRITERIA: readonly CriterionDef[] = [
  {
    id: 1,
    mappingReference: "PEP_LISTED",
    label: {
      en: "Are you, a family member or a close associate a politically exposed person (PEP)?",
      de: "Sind Sie, ein Familienmitglied oder eine Ihnen nahestehende Person eine politisch exponierte Person (PEP)?",
      "en-ca": "Are you, a family member or a close associate a politically exposed person (PEP)?",
    },
    answers: [
      { id: 101, mappingReference: "PEP_NO", label: same("No", "Nein"), points: 0 },
      { id: 102, mappingReference: "PEP_YES", label: same("Yes", "Ja"), points: 50 },
    ],
  },
  {
    id: 2,
    mappingReference: "OCCUPATION",
    label: same("Occupation", "Beruf"),
    answers: [
      { id: 201, mappingReference: "EMPLOYED", label: same("Employed", "Angestellt"), points: 0 },
      {
        id: 202,
        mappingReference: "SELF_EMPLOYED",
        label: same("Self-employed", "Selbstständig"),
        points: 10,
      },
      { id: 203, mappingReference: "RETIRED", label: same("Retired", "Im Ruhestand"), points: 5 },
      {
        id: 204,
        mappingReference: "STUDENT",
        label: same("Student", "In Ausbildung oder Studium"),
        points: 10,
      },
      {
        id: 205,
        mappingReference: "UNEMPLOYED",
        label: same("Not working", "Nicht erwerbstätig"),
        points: 15,
      },
      {
        id: 206,
        mappingReference: "CASH_INTENSIVE",
        label: {
          en: "Cash-intensive business (e.g. bar, car dealer, money exchange)",
          de: "Bargeldintensives Gewerbe (z. B. Gastronomie, Autohandel, Wechselstube)",
          "en-ca": "Cash-intensive business (e.g. bar, car dealership, currency exchange)",
        },
        points: 25,
      },
    ],
  },
  {
    id: 3,
    mappingReference: "SOURCE_OF_WEALTH",
    label: same("Source of wealth", "Herkunft des Vermögens"),
    answers: [
      {
        id: 301,
        mappingReference: "SALARY",
        label: same("Salary or pension", "Gehalt oder Rente"),
        points: 0,
      },
      { id: 302, mappingReference: "SAVINGS", label: same("Savings", "Ersparnisse"), points: 5 },
      {
        id: 303,
        mappingReference: "BUSINESS",
        label: same("Business income", "Unternehmensgewinne"),
        points: 15,
      },
      {
        id: 304,
        mappingReference: "INVESTMENTS",
        label: same("Investments or property", "Kapitalanlagen oder Immobilien"),
        points: 10,
      },
      {
        id: 305,
        mappingReference: "INHERITANCE",
        label: same("Inheritance or gift", "Erbschaft oder Schenkung"),
        points: 10,
      },
      {
        id: 306,
        mappingReference: "GAMBLING",
        label: same("Gambling winnings", "Glücksspielgewinne"),
        points: 25,
      },
      { id: 307, mappingReference: "OTHER", label: same("Other", "Sonstiges"), points: 20 },
    ],
  },
  {
    id: 4,
    mappingReference: "TOTAL_ANNUAL_INCOME",
    label: same("Total annual income", "Gesamtes Jahreseinkommen"),
    answers: [
      {
        id: 401,
        mappingReference: "INCOME_UNDER_25K",
        label: same("Under 25,000", "Unter 25.000"),
        points: 5,
        band: { from: 0, to: 25_000 },
      },
      {
        id: 402,
        mappingReference: "INCOME_25K_50K",
        label: same("25,000 – 50,000", "25.000 – 50.000"),
        points: 0,
        band: { from: 25_000, to: 50_000 },
      },
      {
        id: 403,
        mappingReference: "INCOME_50K_100K",
        label: same("50,000 – 100,000", "50.000 – 100.000"),
        points: 0,
        band: { from: 50_000, to: 100_000 },
      },
      {
        id: 404,
        mappingReference: "INCOME_100K_250K",
        label: same("100,000 – 250,000", "100.000 – 250.000"),
        points: 0,
        band: { from: 100_000, to: 250_000 },
      },
      {
        id: 405,
        mappingReference: "INCOME_OVER_250K",
        label: same("Over 250,000", "Über 250.000"),
        points: 5,
        band: { from: 250_000, to: null },
      },
    ],
  },
  {
    id: 5,
    mappingReference: "INTENDED_AMOUNT",
    label: same(
      "How much do you intend to deposit in a year?",
      "Wie viel möchten Sie voraussichtlich pro Jahr einzahlen?",
    ),
    answers: [
      {
        id: 501,
        mappingReference: "INTENDED_UNDER_1K",
        label: same("Under 1,000", "Unter 1.000"),
        points: 0,
        band: { from: 0, to: 1_000 },
      },
      {
        id: 502,
        mappingReference: "INTENDED_1K_5K",
        label: same("1,000 – 5,000", "1.000 – 5.000"),
        points: 5,
        band: { from: 1_000, to: 5_000 },
      },
      {
        id: 503,
        mappingReference: "INTENDED_5K_20K",
        label: same("5,000 – 20,000", "5.000 – 20.000"),
        points: 10,
        band: { from: 5_000, to: 20_000 },
      },
      {
        id: 504,
        mappingReference: "INTENDED_20K_50K",
        label: same("20,000 – 50,000", "20.000 – 50.000"),
        points: 20,
        band: { from: 20_000, to: 50_000 },
      },
      {
        id: 505,
        mappingReference: "INTENDED_OVER_50K",
        label: same("Over 50,000", "Über 50.000"),
        points: 30,
        band: { from: 50_000, to: null },
      },
    ],
  },
];

export const criterionById = (id: number) => CRITERIA.find((c) => c.id === id);
export const answerOf = (criterion: CriterionDef, answerId: number) =>
  criterion.answers.find((a) => a.id === answerId);
