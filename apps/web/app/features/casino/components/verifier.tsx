import { CheckCircle2, XCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../ui/button";
import { VERIFY_PARAMS, type VerifyFields, verifyFields } from "../lib/verify-form";

type Result = ReturnType<typeof verifyFields>;

function Outcome({ result }: { result: Result }) {
  const { t } = useTranslation();
  const outcome = result.outcome;
  if (outcome.game === "slot")
    return (
      <div className="flex flex-col gap-2">
        <p>{t("casino.verify.slotWin", { win: outcome.round.win })}</p>
        <pre className="overflow-x-auto rounded-lg bg-surface-2 p-2 text-xs">
          {outcome.round.base.window.map((reel) => reel.join(" · ")).join("\n")}
        </pre>
      </div>
    );
  if (outcome.game === "dice")
    return <p>{t("casino.verify.diceRoll", { roll: (outcome.round.roll / 100).toFixed(2) })}</p>;
  if (outcome.game === "roulette")
    return <p>{t("casino.verify.pocket", { pocket: outcome.round.pocket })}</p>;
  return null;
}

/** The provably-fair verifier: recomputes a round from its revealed seeds, in the browser. */
export function Verifier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = Object.fromEntries(
    VERIFY_PARAMS.map((key) => [key, params.get(key) ?? ""]),
  ) as unknown as VerifyFields;
  const [fields, setFields] = useState<VerifyFields>({ ...initial, game: initial.game || "slot" });
  const [result, setResult] = useState<Result | null>(null);
  const [failed, setFailed] = useState(false);
  const set = (key: keyof VerifyFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      setResult(verifyFields(fields));
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
            <option value="slot">{t("casino.verify.games.slot")}</option>
            <option value="dice">{t("casino.verify.games.dice")}</option>
            <option value="roulette">{t("casino.verify.games.roulette")}</option>
          </select>
        </label>
        {text("slug")}
        {text("serverSeed")}
        {text("serverSeedHash")}
        {text("clientSeed")}
        {text("nonce")}
        <div className="sm:col-span-2">{text("bet")}</div>
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
          className="flex flex-col gap-2 rounded-2xl border border-border/70 bg-surface p-4 shadow-card"
          data-testid="verify-result"
        >
          <p className="flex items-center gap-2 font-bold">
            {result.hashMatches ? (
              <CheckCircle2 className="size-5 text-success" aria-hidden />
            ) : (
              <XCircle className="size-5 text-danger" aria-hidden />
            )}
            {result.hashMatches ? t("casino.verify.hashMatches") : t("casino.verify.hashMismatch")}
          </p>
          <Outcome result={result} />
        </section>
      )}
    </div>
  );
}
