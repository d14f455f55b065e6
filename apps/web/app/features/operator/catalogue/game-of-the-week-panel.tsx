import type { GameOfTheWeekWeek } from "@casino/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../../i18n/format";
import { ApiError } from "../../../lib/api-client";
import { useLocale } from "../../../lib/locale/use-locale";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { SelectField } from "../../../ui/select-field";
import { Skeleton } from "../../../ui/skeleton";
import { TextArea } from "../../../ui/text-area";
import { TextField } from "../../../ui/text-field";
import { focusFirstInvalid } from "../../../ui/use-focus-first";
import { operatorErrorText } from "../operator-errors";
import { useClearGameOfTheWeek, useGameOfTheWeekWeeks, useSetGameOfTheWeek } from "./catalogue-api";
import {
  type GameOfTheWeekField,
  type GameOfTheWeekForm,
  gameOfTheWeekBody,
  gameOfTheWeekForm,
  gameOfTheWeekFormSchema,
} from "./game-of-the-week-form";

const panel = "flex flex-col gap-4 rounded-3xl border border-border/70 bg-surface p-4 shadow-card sm:p-6";

/** The last day of a week (its Sunday), from its Monday. */
const sundayOf = (monday: string) => {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 6);
  return date.toISOString().slice(0, 10);
};

/**
 * The game of the week in the catalogue screen (docs/product/back-office.md#catalogue, decision 0206): pick a week
 * (this one or one of the next seven, Amsterdam weeks from Monday), its game, points boost and banner texts. A saved
 * week shows in the lobby at once if it is this week, else from its Monday.
 */
export function GameOfTheWeekPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const weeks = useGameOfTheWeekWeeks();
  const [week, setWeek] = useState("");
  const list = weeks.data?.weeks ?? [];
  const chosen = list.find((w) => w.week === week) ?? list[0];
  const label = (w: GameOfTheWeekWeek, index: number) => {
    const range = t("operator.catalogue.gotw.range", {
      from: formatCalendarDate(w.week, locale),
      to: formatCalendarDate(sundayOf(w.week), locale),
    });
    const state = w.pick ? w.pick.gameName || w.pick.gameSlug : t("operator.catalogue.gotw.notSet");
    return `${index === 0 ? `${t("operator.catalogue.gotw.thisWeek")}: ` : ""}${range} · ${state}`;
  };
  return (
    <section aria-labelledby="catalogue-gotw" className={panel} data-testid="game-of-the-week-panel">
      <header>
        <h3 id="catalogue-gotw" className="text-lg font-extrabold tracking-tight">
          {t("operator.catalogue.gotw.title")}
        </h3>
        <p className="mt-1 text-sm text-muted">{t("operator.catalogue.gotw.hint")}</p>
      </header>
      {weeks.isPending ? (
        <Skeleton className="h-80 rounded-2xl" />
      ) : weeks.isError || !chosen ? (
        <LoadError message={t("operator.loadFailed")} onRetry={() => weeks.refetch()} />
      ) : (
        <>
          <SelectField
            label={t("operator.catalogue.gotw.week")}
            value={chosen.week}
            onChange={(event) => setWeek(event.target.value)}
            options={list.map((w, index) => ({ value: w.week, label: label(w, index) }))}
          />
          {!chosen.pick ? (
            <p className="text-sm text-muted" data-testid="gotw-standing">
              {weeks.data.standing
                ? t("operator.catalogue.gotw.standing", { title: weeks.data.standing.title })
                : t("operator.catalogue.gotw.noStanding")}
            </p>
          ) : null}
          {/* A new form per week: its values are that week's pick. */}
          <WeekForm key={`${chosen.week}:${JSON.stringify(chosen.pick)}`} week={chosen} />
        </>
      )}
    </section>
  );
}

function WeekForm({ week }: { week: GameOfTheWeekWeek }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSetGameOfTheWeek();
  const clear = useClearGameOfTheWeek();
  const form = useForm<GameOfTheWeekForm>({
    defaultValues: gameOfTheWeekForm(week.pick),
    resolver: zodResolver(gameOfTheWeekFormSchema),
    shouldFocusError: false,
  });
  const problem = (name: GameOfTheWeekField) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message) : null;
  };
  // An unknown game is the game field's problem, not the form's.
  const [unknownGame, setUnknownGame] = useState(false);
  useEffect(() => {
    if (unknownGame) {
      form.setError("gameSlug", { message: "operator.catalogue.gotw.problems.unknownGame" });
      focusFirstInvalid(formRef.current);
    }
  }, [unknownGame, form]);

  const submit = form.handleSubmit(
    (values) => {
      setUnknownGame(false);
      save.mutate(
        { week: week.week, body: gameOfTheWeekBody(values) },
        {
          onSuccess: (saved) =>
            toast.success(
              t("operator.catalogue.gotw.saved", { game: saved.pick?.gameName ?? values.gameSlug }),
            ),
          onError: (error) => setUnknownGame(error instanceof ApiError && error.code === "GAME_NOT_FOUND"),
        },
      );
    },
    () => focusFirstInvalid(formRef.current),
  );
  const failed = save.error ?? clear.error;

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
      data-testid="gotw-form"
    >
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <TextField
          label={t("operator.catalogue.gotw.game")}
          hint={t("operator.catalogue.gotw.gameHint")}
          {...form.register("gameSlug")}
          error={problem("gameSlug")}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          required
        />
        <TextField
          label={t("operator.catalogue.gotw.boost")}
          hint={t("operator.catalogue.gotw.boostHint")}
          {...form.register("pointsBoost")}
          error={problem("pointsBoost")}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-bold">{t("operator.catalogue.gotw.texts")}</legend>
        <LocaleTexts
          language={t("operator.catalogue.gotw.en")}
          title={form.register("enTitle")}
          text={form.register("enText")}
          errors={[problem("enTitle"), problem("enText")]}
          required
        />
        <LocaleTexts
          language={t("operator.catalogue.gotw.de")}
          title={form.register("deTitle")}
          text={form.register("deText")}
          errors={[problem("deTitle"), problem("deText")]}
          required
        />
        <LocaleTexts
          language={t("operator.catalogue.gotw.ca")}
          hint={t("operator.catalogue.gotw.caHint")}
          title={form.register("caTitle")}
          text={form.register("caText")}
          errors={[problem("caTitle"), problem("caText")]}
        />
      </fieldset>
      {failed && !unknownGame ? <Notice tone="error">{operatorErrorText(t, failed)}</Notice> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {week.pick ? (
          <Button
            variant="secondary"
            size="lg"
            pending={clear.isPending}
            disabled={save.isPending}
            onClick={() =>
              clear.mutate(week.week, {
                onSuccess: () => toast.success(t("operator.catalogue.gotw.cleared")),
              })
            }
          >
            {t("operator.catalogue.gotw.clear")}
          </Button>
        ) : null}
        <Button type="submit" size="lg" pending={save.isPending} disabled={clear.isPending}>
          {t("operator.catalogue.gotw.save")}
        </Button>
      </div>
    </form>
  );
}

type Registered = ReturnType<ReturnType<typeof useForm<GameOfTheWeekForm>>["register"]>;

function LocaleTexts({
  language,
  hint,
  title,
  text,
  errors,
  required,
}: {
  language: string;
  hint?: string;
  title: Registered;
  text: Registered;
  errors: [string | null, string | null];
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    // One language a row: the headline beside its text on wider screens, so no label wraps and the rows line up.
    <div className="grid min-w-0 gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <TextField
        label={t("operator.catalogue.gotw.headline", { language })}
        hint={hint}
        {...title}
        error={errors[0]}
        autoComplete="off"
        required={required}
      />
      <TextArea
        label={t("operator.catalogue.gotw.text", { language })}
        {...text}
        error={errors[1]}
        rows={2}
        required={required}
      />
    </div>
  );
}
