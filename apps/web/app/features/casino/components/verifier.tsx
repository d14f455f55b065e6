import { CheckCircle2, XCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { VERIFY_GAMES, VERIFY_PARAMS, type VerifyFields, verifyFields } from "../lib/verify-form";
import { PlayingCard } from "./playing-card";
import { SymbolArt } from "./symbol-art";

type Result = ReturnType<typeof verifyFields>;

function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <p className="flex items-center gap-2 font-bold">
      {ok ? (
        <CheckCircle2 className="size-5 text-success" aria-hidden />
      ) : (
        <XCircle className="size-5 text-danger" aria-hidden />
      )}
      {ok ? yes : no}
    </p>
  );
}

/** The recomputed blackjack round: the dealer's cards and each hand with its result. */
function BlackjackOutcome({ result }: { result: Extract<Result["outcome"], { game: "blackjack" }> }) {
  const { t } = useTranslation();
  const { state } = result;
  const row = (label: string, cards: string[], testId: string) => (
    <div className="flex flex-col gap-1">
      <div className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</div>
      <div className="flex flex-wrap gap-1.5" data-testid={testId}>
        {cards.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional
          <PlayingCard key={i} card={card} small />
        ))}
      </div>
    </div>
  );
  return (
    <div className="flex flex-col gap-3" data-testid="verify-blackjack">
      {row(t("casino.blackjack.dealer"), state.dealer, "verify-dealer")}
      {state.hands.map((hand, h) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: hands are positional
        <div key={h}>
          {row(
            `${t("casino.blackjack.hand", { n: h + 1 })}${hand.result ? ` · ${t(`casino.blackjack.result.${hand.result}`)}` : ""}`,
            hand.cards,
            `verify-hand-${h}`,
          )}
        </div>
      ))}
      {state.phase !== "done" && <p className="text-sm text-muted">{t("casino.verify.unfinished")}</p>}
    </div>
  );
}

function Outcome({ result, slug }: { result: Result; slug: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const outcome = result.outcome;
  if (outcome.game === "slot")
    return (
      <div className="flex flex-col gap-2">
        <p>{t("casino.verify.slotWin", { win: outcome.round.win })}</p>
        <div
          className="grid max-w-md gap-1 rounded-xl bg-slate-900 p-2"
          style={{ gridTemplateColumns: `repeat(${outcome.round.base.window.length}, minmax(0, 1fr))` }}
        >
          {outcome.round.base.window.map((reel, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positional
            <div key={r} className="grid gap-1">
              {reel.map((symbol, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <div key={row} className="aspect-square">
                  <SymbolArt slug={slug} id={symbol} />
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    );
  if (outcome.game === "dice")
    return <p>{t("casino.verify.diceRoll", { roll: formatDecimal(outcome.round.roll / 100, locale) })}</p>;
  if (outcome.game === "roulette")
    return <p data-testid="verify-outcome">{t("casino.verify.pocket", { pocket: outcome.round.pocket })}</p>;
  if (outcome.game === "money-wheel") {
    const { number, multiplier, segments } = outcome.round;
    return (
      <p data-testid="verify-outcome">
        {multiplier > 1
          ? t("casino.verify.wheelMultiplied", { number, multiplier, segment: (segments[1] ?? 0) + 1 })
          : t("casino.verify.wheel", { number, segment: (segments[0] ?? 0) + 1 })}
      </p>
    );
  }
  return <BlackjackOutcome result={outcome} />;
}

/** The provably-fair verifier: recomputes a round from its revealed seeds, in the browser. */
export function Verifier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = Object.fromEntries(
    VERIFY_PARAMS.map((key) => [key, params.get(key) ?? ""]),
  ) as unknown as VerifyFields;
  const [fields, setFields] = useState<VerifyFields>({ ...initial, game: initial.game || "slot" });
  const [result, setResult] = useState<{ value: Result; slug: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const set = (key: keyof VerifyFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      setResult({ value: verifyFields(fields), slug: fields.slug });
      setFailed(false);
    } catch {
      setResult(null);
      setFailed(true);
    }
  };
  const input = "h-10 rounded-lg border border-border bg-surface px-3 font-mono text-sm";
  const text = (key: keyof VerifyFields) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {t(`casino.verify.${key}`)}
      <input className={input} value={fields[key]} onChange={set(key)} />
    </label>
  );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-5 sm:px-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("casino.verify.title")}</h1>
      <p className="text-sm text-muted">{t("casino.verify.intro")}</p>
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-2xl border border-border/70 bg-surface p-4 shadow-card sm:grid-cols-2"
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("casino.verify.game")}
          <select className={input} value={fields.game} onChange={set("game")}>
            {VERIFY_GAMES.map((game) => (
              <option key={game} value={game}>
                {t(`casino.verify.games.${game}`)}
              </option>
            ))}
          </select>
        </label>
        {fields.game === "slot" ? text("slug") : <div aria-hidden className="hidden sm:block" />}
        {text("serverSeed")}
        {text("serverSeedHash")}
        {text("clientSeed")}
        {text("nonce")}
        {fields.game !== "slot" && fields.game !== "money-wheel" && (
          <div className="sm:col-span-2">{text("bet")}</div>
        )}
        {(fields.game === "roulette" || fields.game === "money-wheel") && (
          <div className="sm:col-span-2">{text("result")}</div>
        )}
        {fields.game === "blackjack" && <div className="sm:col-span-2">{text("cards")}</div>}
        <div className="sm:col-span-2">
          <Button type="submit">{t("casino.verify.submit")}</Button>
        </div>
      </form>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {t("casino.verify.incomplete")}
        </p>
      )}
      {result && (
        <section
          aria-live="polite"
          className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-surface p-4 shadow-card"
          data-testid="verify-result"
        >
          <Verdict
            ok={result.value.hashMatches}
            yes={t("casino.verify.hashMatches")}
            no={t("casino.verify.hashMismatch")}
          />
          {result.value.recordedMatches !== undefined && (
            <Verdict
              ok={result.value.recordedMatches}
              yes={t(
                result.value.outcome.game === "blackjack"
                  ? "casino.verify.cardsMatch"
                  : "casino.verify.resultMatches",
              )}
              no={t(
                result.value.outcome.game === "blackjack"
                  ? "casino.verify.cardsMismatch"
                  : "casino.verify.resultMismatch",
              )}
            />
          )}
          <Outcome result={result.value} slug={result.slug} />
        </section>
      )}
    </div>
  );
}
