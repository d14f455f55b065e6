import type { Bet, EventDetail } from "@casino/contract";
import { Blocks, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useLocale } from "../../../lib/locale/use-locale";
import { parseAmountInput } from "../../../lib/money";
import { openLogin } from "../../../lib/shell-state/modal-store";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useBetBuilderPrice } from "../api/bet-builder-price";
import { usePlaceBets } from "../api/place-bets";
import type { Picker } from "../hooks/use-picker";
import { useMoney, useSportsPlayer } from "../hooks/use-sports-player";
import { BUILDER_MARKET_TYPES, type BuilderLeg, toggleLeg } from "../lib/bet-builder-legs";
import { betRefusal } from "../lib/bet-errors";
import { useFormatOdds } from "../odds-format";
import { potentialReturn } from "../slip/slip";
import { useSlip } from "../slip/slip-store";
import { StakeInput } from "./stake-input";

export interface BetBuilder {
  available: boolean;
  on: boolean;
  setOn(on: boolean): void;
  legs: BuilderLeg[];
  clear(): void;
  remove(selectionId: string): void;
  picker: Picker;
  types: ReadonlySet<string>;
}

/** The bet builder of a football event: same-game legs picked on the page instead of going to the slip. */
export function useBetBuilder(event: EventDetail | null): BetBuilder {
  const [on, setOn] = useState(false);
  const [legs, setLegs] = useState<BuilderLeg[]>([]);
  const available =
    !!event &&
    event.betBuilder &&
    event.sport === "football" &&
    (event.status === "scheduled" || event.status === "live");
  return {
    available,
    on: on && available,
    setOn,
    legs,
    clear: () => setLegs([]),
    remove: (selectionId) => setLegs((current) => current.filter((leg) => leg.selectionId !== selectionId)),
    types: BUILDER_MARKET_TYPES,
    picker: {
      isPicked: (selectionId) => legs.some((leg) => leg.selectionId === selectionId),
      toggle: (_event, market, selection) =>
        setLegs((current) =>
          toggleLeg(current, {
            selectionId: selection.id,
            marketId: market.id,
            marketName: market.name,
            selectionName: selection.name,
          }),
        ),
      refuses: (market) => !BUILDER_MARKET_TYPES.has(market.type),
    },
  };
}

/** Switches the page between adding to the slip and building a same-game combination. */
export function BetBuilderToggle({ builder }: { builder: BetBuilder }) {
  const { t } = useTranslation();
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-2xl border border-border/70 bg-surface px-4 py-3">
      <Blocks className="size-5 text-primary-strong" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-bold">{t("sports.builder.title")}</span>
        <span className="block text-xs text-muted">{t("sports.builder.hint")}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={builder.on}
        checked={builder.on}
        onChange={(event) => builder.setOn(event.target.checked)}
        className="peer sr-only"
        data-testid="bet-builder-toggle"
      />
      <span
        aria-hidden
        className="relative h-6 w-11 shrink-0 rounded-full bg-surface-3 transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-focus after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5"
      />
    </label>
  );
}

/** The builder's legs, its exact joint price, a stake and the place button; sticks to the bottom of the page. */
export function BetBuilderPanel({ event, builder }: { event: EventDetail; builder: BetBuilder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const player = useSportsPlayer();
  const money = useMoney();
  const formatOdds = useFormatOdds();
  const acceptOddsChanges = useSlip((state) => state.acceptOddsChanges);
  const [stakeText, setStakeText] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Bet | null>(null);
  const ids = builder.legs.map((leg) => leg.selectionId);
  const price = useBetBuilderPrice(ids);
  const place = usePlaceBets();
  const stake = parseAmountInput(stakeText);
  const odds = price.data?.available ? price.data.odds : null;
  const current = new Map(
    event.markets.flatMap((market) => market.selections.map((item) => [item.id, item.odds])),
  );

  const onPlace = () => {
    setRefusal(null);
    if (!player) return openLogin();
    if (stake === null || odds === null) return;
    place.mutate(
      {
        body: {
          selections: ids.map((selectionId) => ({ selectionId, odds: current.get(selectionId) ?? 1 })),
          stakes: { betBuilder: stake },
          acceptOddsChanges,
          // The price shown is checked like a selection's odds (a moved price is refused under "none").
          betBuilderOdds: odds,
        },
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (result) => {
          setPlaced(result.bets[0] ?? null);
          builder.clear();
          setStakeText("");
        },
        onError: (error) => {
          const refused = betRefusal(t, error, { locale, currency: player.currency });
          if (refused.stalePrices) void price.refetch();
          setRefusal(refused.text);
        },
      },
    );
  };

  return (
    <section
      aria-label={t("sports.builder.title")}
      className="sticky bottom-[calc(var(--spacing-bottombar)+4.5rem)] z-20 flex flex-col gap-3 rounded-2xl border border-primary/50 bg-surface p-4 shadow-card lg:bottom-4"
      data-testid="bet-builder-panel"
    >
      {placed ? <Notice tone="success">{t("sports.builder.placed", { id: placed.id })}</Notice> : null}
      {builder.legs.length === 0 ? (
        <p className="text-sm text-muted">{t("sports.builder.empty")}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {builder.legs.map((leg) => (
            <li
              key={leg.selectionId}
              className="inline-flex items-center gap-1 rounded-lg bg-surface-2 py-1 pr-1 pl-2.5 text-xs"
            >
              <span className="font-bold">{leg.selectionName}</span>
              <span className="text-subtle">· {leg.marketName}</span>
              <button
                type="button"
                onClick={() => builder.remove(leg.selectionId)}
                className="grid size-6 place-items-center rounded-md text-subtle hover:bg-surface-3 hover:text-text"
                aria-label={t("sports.slip.remove", { selection: leg.selectionName })}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">
          <span className="text-muted">{t("sports.builder.price")} </span>
          {builder.legs.length < 2 ? (
            <span className="text-subtle">{t("sports.builder.needTwo")}</span>
          ) : price.isPending ? (
            <Skeleton className="inline-block h-4 w-12 align-middle" />
          ) : price.data && !price.data.available ? (
            <span className="font-semibold text-warning-ink">{t("sports.builder.unavailable")}</span>
          ) : odds !== null ? (
            <span
              className="text-lg font-extrabold tabular-nums text-primary-strong"
              data-testid="bet-builder-odds"
            >
              {formatOdds(odds)}
            </span>
          ) : null}
        </p>
        <StakeInput
          label={t("sports.slip.stake")}
          value={stakeText}
          onChange={setStakeText}
          invalid={stakeText.trim() !== "" && stake === null}
          className="ml-auto w-32"
        />
        <Button
          onClick={onPlace}
          pending={place.isPending}
          disabled={Boolean(player) && (odds === null || stake === null)}
        >
          {stake !== null && odds !== null
            ? t("sports.builder.placeReturn", { amount: money(potentialReturn(stake, odds)) })
            : t("sports.slip.place")}
        </Button>
      </div>
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
    </section>
  );
}
