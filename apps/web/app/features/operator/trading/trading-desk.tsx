import type { TradingEvent, TradingEventDetail } from "@casino/contract";
import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { useResult, useSetMargin, useSuspend, useTradingEvent, useTradingEvents } from "./api";

/**
 * The trading desk (docs/product/back-office.md#sportsbook-trading): the events taking bets with the book's worst
 * liability; one event's markets with what the book pays per outcome, suspensions, its margin and its result.
 */
export function TradingDesk() {
  const { t } = useTranslation();
  const events = useTradingEvents();
  const [selected, setSelected] = useState<string | null>(null);
  if (events.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (events.isError)
    return <LoadError message={t("operator.trading.loadFailed")} onRetry={() => events.refetch()} />;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-label={t("operator.trading.events")} className="flex flex-col gap-2">
        {events.data.items.length === 0 ? <p className="text-muted">{t("operator.trading.none")}</p> : null}
        {events.data.items.map((event) => (
          <EventRow
            key={event.id}
            event={event}
            active={event.id === selected}
            onOpen={() => setSelected(event.id)}
          />
        ))}
      </section>
      {selected ? <EventPanel id={selected} /> : <p className="text-muted">{t("operator.trading.pick")}</p>}
    </div>
  );
}

function EventRow({ event, active, onOpen }: { event: TradingEvent; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-pressed={active}
      data-event-id={event.id}
      className={clsx(
        "flex flex-col gap-1 rounded-xl border px-3 py-2 text-left",
        active ? "border-primary bg-surface-2" : "border-border bg-surface hover:bg-surface-2",
      )}
    >
      <span className="font-semibold">
        {event.home} – {event.away}
      </span>
      <span className="text-sm text-muted">
        {t(`operator.trading.status.${event.status}`)} · {formatDateTime(event.startsAt, locale)} ·{" "}
        {t("operator.trading.openBets", { count: event.openBets })} · {t("operator.trading.liability")}{" "}
        {formatMoney(event.liability, event.currency, locale)}
        {event.traderSuspended ? ` · ${t("operator.trading.suspended")}` : ""}
      </span>
    </button>
  );
}

/**
 * The picked event beside the list on a wide screen, kept in view while the list scrolls (its own scroll when it is
 * taller than the window); under the list on a narrow one, scrolled to when an event is picked, since the list of
 * events can be long and the panel would open out of sight below it.
 */
function EventPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const event = useTradingEvent(id);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = panel.current?.getBoundingClientRect();
    if (id && box && (box.top < 0 || box.top > window.innerHeight * 0.6))
      panel.current?.scrollIntoView({ block: "start" });
  }, [id]);
  return (
    <div
      ref={panel}
      className="scroll-mt-24 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
    >
      {event.isPending ? <Skeleton className="h-96 rounded-2xl" /> : null}
      {event.isError ? (
        <LoadError message={t("operator.trading.loadFailed")} onRetry={() => event.refetch()} />
      ) : null}
      {event.data ? <EventDetail event={event.data} /> : null}
    </div>
  );
}

function EventDetail({ event }: { event: TradingEventDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const suspend = useSuspend();
  const open = event.status === "scheduled" || event.status === "live";
  return (
    <section
      aria-label={`${event.home} – ${event.away}`}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">
          {event.home} – {event.away}
        </h2>
        {open ? (
          <Button
            variant={event.traderSuspended ? "primary" : "danger"}
            size="sm"
            pending={suspend.isPending}
            onClick={() =>
              suspend.mutate({ scope: "event", id: event.id, suspended: !event.traderSuspended })
            }
          >
            {t(event.traderSuspended ? "operator.trading.reopenEvent" : "operator.trading.suspendEvent")}
          </Button>
        ) : null}
      </div>
      {suspend.isError ? <Notice tone="error">{t("operator.trading.actionFailed")}</Notice> : null}
      {open ? <MarginForm event={event} /> : null}
      <ul className="flex flex-col gap-3">
        {event.markets.map((market) => (
          <li key={market.id} className="rounded-xl border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">
                {market.name}
                {market.traderSuspended || market.status === "suspended" ? (
                  <span className="ml-2 text-sm text-danger-ink">{t("operator.trading.suspended")}</span>
                ) : null}
              </h3>
              {open && market.status !== "closed" && market.status !== "settled" ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${t(market.traderSuspended ? "operator.trading.reopen" : "operator.trading.suspend")} ${market.name}`}
                  onClick={() =>
                    suspend.mutate({ scope: "market", id: market.id, suspended: !market.traderSuspended })
                  }
                >
                  {t(market.traderSuspended ? "operator.trading.reopen" : "operator.trading.suspend")}
                </Button>
              ) : null}
            </div>
            <table className="mt-2 w-full text-sm">
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="w-full">
                    {t("operator.trading.outcome")}
                  </th>
                  <th scope="col" className="pl-3 text-right whitespace-nowrap">
                    {t("operator.trading.odds")}
                  </th>
                  <th scope="col" className="pl-3 text-right whitespace-nowrap">
                    {t("operator.trading.bets")}
                  </th>
                  <th scope="col" className="pl-3 text-right whitespace-nowrap">
                    {t("operator.trading.pays")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {market.selections.map((s) => (
                  <tr key={s.id}>
                    <td>{s.name}</td>
                    <td className="pl-3 text-right tabular-nums">{s.odds.toFixed(2)}</td>
                    <td className="pl-3 text-right tabular-nums">{s.bets}</td>
                    <td className="pl-3 text-right tabular-nums">
                      {formatMoney(s.payout, event.currency, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-1 text-sm text-muted">
              {t("operator.trading.liability")} {formatMoney(market.liability, event.currency, locale)}
            </p>
          </li>
        ))}
      </ul>
      {event.sport !== "tennis" && event.status !== "scheduled" ? <ResultForm event={event} /> : null}
    </section>
  );
}

function MarginForm({ event }: { event: TradingEventDetail }) {
  const { t } = useTranslation();
  const setMargin = useSetMargin();
  const [text, setText] = useState(event.margin === null ? "" : String(event.margin));
  const value = text.trim() === "" ? null : Number(text.replace(",", "."));
  const valid = value === null || (Number.isFinite(value) && value >= 1 && value <= 1.5);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) setMargin.mutate({ id: event.id, margin: value });
      }}
    >
      <TextField
        label={t("operator.trading.margin")}
        hint={t("operator.trading.marginHint")}
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={valid ? null : t("operator.trading.marginInvalid")}
        className="w-48"
      />
      <Button type="submit" variant="secondary" pending={setMargin.isPending} disabled={!valid}>
        {t("operator.trading.setMargin")}
      </Button>
    </form>
  );
}

function ResultForm({ event }: { event: TradingEventDetail }) {
  const { t } = useTranslation();
  const result = useResult();
  const [home, setHome] = useState("");
  const [away, setAway] = useState("");
  // Abandoning voids every bet on the match: it asks first, on the safe choice.
  const [abandoning, setAbandoning] = useState(false);
  const score = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null);
  const ready = score(home) !== null && score(away) !== null;
  return (
    <form
      className="flex flex-col gap-2 border-t border-border pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) result.mutate({ id: event.id, result: { home: score(home)!, away: score(away)! } });
      }}
    >
      <h3 className="font-semibold">
        {t(event.status === "ended" ? "operator.trading.correctResult" : "operator.trading.enterResult")}
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={event.home}
          inputMode="numeric"
          value={home}
          onChange={(e) => setHome(e.target.value)}
          className="w-32"
        />
        <TextField
          label={event.away}
          inputMode="numeric"
          value={away}
          onChange={(e) => setAway(e.target.value)}
          className="w-32"
        />
        <Button type="submit" pending={result.isPending} disabled={!ready}>
          {t("operator.trading.saveResult")}
        </Button>
        {event.status !== "abandoned" ? (
          <Button
            type="button"
            variant="danger"
            onClick={() => {
              result.reset();
              setAbandoning(true);
            }}
          >
            {t("operator.trading.abandon")}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={abandoning}
        onOpenChange={setAbandoning}
        title={t("operator.trading.abandonTitle")}
        description={t("operator.trading.abandonBody", { match: `${event.home} – ${event.away}` })}
        confirmLabel={t("operator.trading.abandon")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        tone="danger"
        pending={result.isPending}
        error={result.isError ? t("operator.trading.actionFailed") : null}
        onConfirm={() =>
          result.mutate({ id: event.id, result: "abandon" }, { onSuccess: () => setAbandoning(false) })
        }
      />
      {result.isSuccess ? <Notice tone="success">{t("operator.trading.resulted")}</Notice> : null}
      {result.isError ? <Notice tone="error">{t("operator.trading.actionFailed")}</Notice> : null}
    </form>
  );
}
