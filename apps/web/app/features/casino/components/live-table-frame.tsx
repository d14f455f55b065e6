import type { TableBet, TableDetail } from "@casino/contract";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorText } from "../../../lib/error-text";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { openLogin } from "../../../lib/shell-state/modal-store";
import { Button } from "../../../ui/button";
import { tableVerifyFields, verifyHref } from "../lib/verify-link";
import { RngLabel } from "./rng-label";
import { ChipPicker } from "./roulette-board";
import { TableResults } from "./table-results";

/**
 * The frame every shared table shares, whatever its game: the RNG label, the round panel (the game's result art,
 * the countdown, the last results, the balance), the game's board, the chips and the bet button, the player's
 * bets and a link to verify the last round.
 */
export function LiveTableFrame({
  data,
  player,
  balance,
  status,
  result,
  board,
  chip,
  onChip,
  total,
  canPlace,
  onPlace,
  onClear,
  error,
  format,
}: {
  data: TableDetail;
  player: boolean;
  balance: string | null;
  status: string;
  /** The game's result art (roulette ball, wheel). */
  result: ReactNode;
  /** The game's bet spots. */
  board: ReactNode;
  chip: number;
  onChip: (value: number) => void;
  total: number;
  canPlace: boolean;
  onPlace: () => void;
  onClear: (() => void) | null;
  error: unknown;
  format: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const round = data.round;
  const last = data.lastResults[0] ?? null;
  const wheel = data.game === "money-wheel";
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-5 sm:px-6">
      <Link
        to={`/${locale}/live-casino`}
        className="inline-flex items-center gap-1 text-sm text-muted hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t("tables.back")}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">{data.name}</h1>
        <RngLabel />
      </header>
      <div
        className={
          wheel
            ? "flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-br from-stone-950 via-indigo-950 to-violet-900 p-4 text-white sm:flex-row sm:items-center"
            : "flex flex-wrap items-center gap-4 rounded-2xl bg-gradient-to-r from-emerald-950 to-emerald-800 p-4 text-white"
        }
      >
        {result}
        <div className="flex w-full min-w-0 flex-1 flex-col gap-2">
          <p aria-live="polite" className="text-lg font-bold" data-testid="table-status">
            {status}
          </p>
          {round ? (
            <p className="text-xs text-white/80">{t("tables.roundNumber", { number: round.number })}</p>
          ) : null}
          <TableResults game={data.game} results={data.lastResults} size="md" />
          {last ? (
            <Link
              to={verifyHref(locale, tableVerifyFields(data.game, last))}
              className="inline-flex items-center gap-1 self-start text-xs font-semibold text-amber-200 hover:underline"
              data-testid="table-verify"
            >
              <ShieldCheck className="size-4" aria-hidden />{" "}
              {t("tables.verifyRound", { number: last.number })}
            </Link>
          ) : null}
        </div>
        {player ? (
          <div className="self-end text-right sm:self-center">
            <div className="text-xs text-white/80">{t("tables.balance")}</div>
            <div className="text-lg font-bold" data-testid="table-balance">
              {balance ?? "–"}
            </div>
          </div>
        ) : null}
      </div>

      {board}
      <div className="flex flex-wrap items-center gap-3">
        <ChipPicker chip={chip} onChip={onChip} format={format} />
        <span className="text-sm font-semibold">{t("casino.roulette.total", { total: format(total) })}</span>
        <Button variant="ghost" onClick={onClear ?? undefined} disabled={!onClear}>
          {t("casino.roulette.clear")}
        </Button>
        {player ? (
          <Button size="lg" data-testid="table-place" disabled={!canPlace} onClick={onPlace}>
            {t("tables.place")}
          </Button>
        ) : (
          <Button size="lg" onClick={() => openLogin()}>
            {t("tables.logInToBet")}
          </Button>
        )}
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger-ink"
        >
          {errorText(t, error, "casino.error")}
        </p>
      ) : null}
      {player ? <MyBets bets={data.myBets} format={format} /> : null}
      <p className="text-xs text-muted">{t(wheel ? "tables.wheel.fairness" : "tables.fairness")}</p>
    </div>
  );
}

/** The balance as the frame shows it, or null before it is known. */
export const balanceText = (
  balance: { total: number; totalCurrency: string } | undefined,
  locale: ReturnType<typeof useLocale>,
): string | null => (balance ? formatMoney(balance.total, balance.totalCurrency, locale) : null);

function MyBets({ bets, format }: { bets: TableBet[]; format: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-table-bets" className="flex flex-col gap-2">
      <h2 id="my-table-bets" className="text-base font-bold">
        {t("tables.myBets")}
      </h2>
      {bets.length === 0 ? (
        <p className="text-sm text-muted">{t("tables.noBets")}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="my-table-bets">
          {bets.map((bet) => (
            <li
              key={bet.id}
              className="flex flex-wrap justify-between gap-2 rounded-lg bg-surface px-3 py-2 text-sm"
            >
              <span>{t("tables.roundNumber", { number: bet.roundNumber })}</span>
              <span>{t("tables.stake", { amount: format(bet.stake) })}</span>
              <span data-testid="my-table-bet-outcome">
                {bet.status === "placed"
                  ? t("tables.waiting")
                  : bet.win && bet.win > 0
                    ? t("tables.won", { amount: format(bet.win) })
                    : t("tables.lost")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
