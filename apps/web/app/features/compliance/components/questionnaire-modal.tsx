import {
  ANSWER_FAILED,
  ANSWER_SAVED,
  type QuestionnaireCriterion,
  questionnaireExternalId,
} from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { QUESTIONNAIRE_KEY, useQuestionnaire } from "../api/get-questionnaire";
import { saveAnswer } from "../api/save-answer";

type SaveState = "saving" | "saved" | "failed";

export interface QuestionnairePerson {
  firstName: string;
  lastName: string;
  birthDate: string | null;
}

/**
 * The AML questionnaire (docs/product/compliance.md#questionnaire): loading, then the criteria, each saved as soon as
 * it is answered with its own saving / saved / failed feedback, then a submitted state once the last one is in.
 */
export function QuestionnaireModal({
  open,
  onOpenChange,
  person,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  person: QuestionnairePerson;
}) {
  const { t } = useTranslation();
  const externalId = questionnaireExternalId(person);
  const questionnaire = useQuestionnaire(externalId, open);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [states, setStates] = useState<Record<number, SaveState>>({});
  const [submitted, setSubmitted] = useState(false);

  const queryClient = useQueryClient();
  useEffect(() => {
    // Every opening starts from the server: a submitted evaluation is followed by a new one
    // (docs/product/compliance.md#questionnaire).
    if (!open) return void queryClient.removeQueries({ queryKey: QUESTIONNAIRE_KEY });
    setChosen({});
    setStates({});
    setSubmitted(false);
  }, [open, queryClient]);

  const data = questionnaire.data;
  const evaluationId = data?.clientEvaluationId ?? null;
  const answerOf = (criterion: QuestionnaireCriterion) =>
    chosen[criterion.criterionId] ?? criterion.criterionAnswerId;
  const answered = data ? data.criteria.filter((criterion) => answerOf(criterion) !== null).length : 0;

  async function choose(criterionId: number, answerId: number) {
    if (!evaluationId) return;
    setChosen((current) => ({ ...current, [criterionId]: answerId }));
    setStates((current) => ({ ...current, [criterionId]: "saving" }));
    try {
      const result = await saveAnswer({
        clientEvaluationId: evaluationId,
        criterionId,
        criterionAnswerId: answerId,
        externalId,
      });
      setStates((current) => ({ ...current, [criterionId]: "saved" }));
      if (result.completed) setSubmitted(true);
    } catch {
      setStates((current) => ({ ...current, [criterionId]: "failed" }));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("compliance.questionnaire.title")}
      description={submitted ? undefined : t("compliance.questionnaire.description")}
      closeLabel={t("common.close")}
      size="lg"
    >
      {submitted ? (
        <div className="space-y-5 text-center" data-testid="questionnaire-submitted">
          <CircleCheck className="mx-auto size-12 text-success" aria-hidden />
          <p className="text-lg font-bold" role="status">
            {t("compliance.questionnaire.submitted")}
          </p>
          <p className="text-sm text-muted">{t("compliance.questionnaire.submittedBody")}</p>
          <Button block onClick={() => onOpenChange(false)}>
            {t("common.close")}
          </Button>
        </div>
      ) : questionnaire.isPending ? (
        <div className="space-y-4" role="status" aria-busy aria-label={t("compliance.questionnaire.loading")}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-20 rounded-2xl" />
          ))}
        </div>
      ) : questionnaire.isError || !data ? (
        <LoadError
          message={t("compliance.questionnaire.loadFailed")}
          onRetry={() => questionnaire.refetch()}
        />
      ) : (
        <div className="space-y-5">
          <p className="text-sm font-semibold text-muted" aria-live="polite">
            {t("compliance.questionnaire.progress", { answered, total: data.criteria.length })}
          </p>
          {data.criteria.map((criterion) => (
            <Criterion
              key={criterion.criterionId}
              criterion={criterion}
              value={answerOf(criterion)}
              state={states[criterion.criterionId]}
              onChoose={(answerId) => void choose(criterion.criterionId, answerId)}
            />
          ))}
        </div>
      )}
    </Dialog>
  );
}

function Criterion({
  criterion,
  value,
  state,
  onChoose,
}: {
  criterion: QuestionnaireCriterion;
  value: number | null;
  state: SaveState | undefined;
  onChoose(answerId: number): void;
}) {
  const name = `criterion-${criterion.criterionId}`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${name}-label`}
      className="rounded-2xl border border-border/70 bg-surface-2/40 p-4"
      data-criterion={criterion.criterion.mappingReference}
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <p id={`${name}-label`} className="font-bold">
          {criterion.criterion.name}
        </p>
        <SaveFeedback state={state} />
      </div>
      <div className="flex flex-wrap gap-2">
        {criterion.criterionAnswers.map((answer) => {
          const checked = value === answer.id;
          return (
            <label
              key={answer.id}
              className={clsx(
                "cursor-pointer rounded-xl border px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary",
                checked
                  ? "border-primary bg-primary/15 text-text"
                  : "border-border bg-surface text-muted hover:text-text",
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={answer.id}
                checked={checked}
                disabled={state === "saving"}
                onChange={() => onChoose(answer.id)}
              />
              {answer.value}
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** Per-criterion feedback (docs/product/compliance.md#messages): answer-saved-successfully / answer-failed. */
function SaveFeedback({ state }: { state: SaveState | undefined }) {
  const { t } = useTranslation();
  if (!state) return null;
  const text =
    state === "saving"
      ? t("compliance.questionnaire.saving")
      : t(`compliance.questionnaire.${state === "saved" ? ANSWER_SAVED : ANSWER_FAILED}`);
  return (
    <span
      role={state === "failed" ? "alert" : "status"}
      className={clsx(
        "text-xs font-bold",
        state === "saving" && "text-muted",
        state === "saved" && "text-success-ink",
        state === "failed" && "text-danger-ink",
      )}
    >
      {text}
    </span>
  );
}
