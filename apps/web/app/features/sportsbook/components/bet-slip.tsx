import { Ticket } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useLocale } from "../../../lib/locale/use-locale";
import { amountInputText } from "../../../lib/money";
import { openLogin, useModals } from "../../../lib/shell-state/modal-store";
import { Button } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { type TabOption, Tabs } from "../../../ui/tabs";
import { type FreeBet, useFreeBet } from "../api/get-free-bet";
import { usePlaceBets } from "../api/place-bets";
import { useSlipPrices } from "../hooks/use-slip-prices";
import { useMoney, useSportsPlayer } from "../hooks/use-sports-player";
import { type BetRefusal, betRefusal } from "../lib/bet-errors";
import { useFormatOdds } from "../odds-format";
import { canCombine, canSystem, type SlipMode, slipLines } from "../slip/slip";
import { freeBetFits, slipBet } from "../slip/slip-bet";
import { useSlip } from "../slip/slip-store";
import { OddsChangeSetting } from "./odds-change-setting";
import { SlipLineCard } from "./slip-line";
import { SlipReceipt } from "./slip-receipt";
import { CombinationStake } from "./slip-stakes";
import { StakeInput } from "./stake-input";

/**
 * The bet slip: selections with their live prices, singles / multiple / system stakes, the potential return, the
 * odds-change setting, and placing (guests are asked to log in first). Used in the desktop column and the mobile
 * drawer alike.
 */
export function BetSlip() {
  const { t } = useTranslation();
  const locale = useLocale();
  const player = useSportsPlayer();
  const money = useMoney();
  const slip = useSlip();
  const { lookup, refresh } = useSlipPrices(slip.selections);
  const place = usePlaceBets();
  const [refusal, setRefusal] = useState<BetRefusal | null>(null);
  const lines = slipLines(slip.selections, lookup, slip.acceptOddsChanges);
  const freeBet = useFreeBet(Boolean(player)).data ?? null;
  const [useFree, setUseFree] = useState(false);
  const freeBetOffered = freeBet !== null && freeBetFits(slip.mode, lines.length);
  const bet = slipBet(slip, lines, useFree && freeBetOffered ? freeBet : null);

  if (slip.receipt) return <SlipReceipt bets={slip.receipt} />;
  if (!slip.restored) return <SlipPlaceholder />;
  if (lines.length === 0) return <EmptySlip />;

  const modes: TabOption<SlipMode>[] = [{ value: "singles", label: t("sports.slip.singles") }];
  if (lines.length >= 2) modes.push({ value: "multiple", label: t("sports.slip.multiple") });
  if (canSystem(slip.selections)) modes.push({ value: "system", label: t("sports.slip.system") });
  const mode = modes.some((option) => option.value === slip.mode) ? slip.mode : "singles";

  const onPlace = () => {
    setRefusal(null);
    if (!player) {
      openLogin();
      return;
    }
    if (bet.blocker === "changes") {
      slip.acceptPriceChanges(lookup);
      return;
    }
    if (!bet.request) return;
    place.mutate(
      { body: bet.request, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (result) => {
          setUseFree(false);
          slip.placed(result.bets);
        },
        onError: (error) => {
          const refused = betRefusal(t, error, { locale, currency: player.currency });
          if (refused.stalePrices) refresh();
          setRefusal(refused);
        },
      },
    );
  };

  const label = place.isPending
    ? t("sports.slip.placing")
    : bet.blocker === "changes"
      ? t("sports.slip.acceptChanges")
      : bet.totalStake > 0
        ? t("sports.slip.placeAmount", { amount: money(bet.totalStake) })
        : t("sports.slip.place");

  return (
    <div className="flex flex-col gap-3" data-testid="bet-slip">
      {modes.length > 1 ? (
        <Tabs<SlipMode>
          label={t("sports.slip.modes")}
          panelId="slip-panel"
          value={mode}
          onChange={slip.setMode}
          options={modes}
        />
      ) : null}
      <div id="slip-panel" role="tabpanel" className="flex flex-col gap-3">
        <ul className="flex flex-col gap-2">
          {lines.map((line) => (
            <SlipLineCard key={line.selection.selectionId} line={line} withStake={mode === "singles"} />
          ))}
        </ul>
        {mode === "singles" && lines.length > 1 ? <StakeOnAll /> : null}
        {mode !== "singles" && !canCombine(slip.selections) ? (
          <Notice tone="info">{t("sports.slip.sameEvent")}</Notice>
        ) : null}
        {mode !== "singles" ? <CombinationStake mode={mode} bet={bet} count={lines.length} /> : null}
        {freeBetOffered ? (
          <FreeBetToggle
            freeBet={freeBet}
            checked={bet.freeBet}
            onChange={(on) => {
              setUseFree(on);
              if (!on) return;
              // The stake becomes the free bet's amount (the free bet stakes exactly that).
              const text = amountInputText(freeBet.amount, locale);
              if (slip.mode === "multiple") slip.setMultipleStake(text);
              else if (lines[0]) slip.setSingleStake(lines[0].selection.selectionId, text);
            }}
          />
        ) : null}
      </div>
      <OddsChangeSetting />
      <dl className="grid grid-cols-2 gap-y-1 rounded-xl bg-surface-2/50 px-3 py-2.5 text-sm">
        <dt className="text-muted">{t("sports.slip.totalStake")}</dt>
        <dd className="text-right font-bold tabular-nums" data-testid="slip-total-stake">
          {money(bet.totalStake)}
        </dd>
        <dt className="text-muted">{t("sports.slip.potentialReturn")}</dt>
        <dd
          className="text-right text-base font-extrabold tabular-nums text-success-ink"
          data-testid="slip-return"
        >
          {money(bet.potentialReturn)}
        </dd>
      </dl>
      {refusal ? (
        <Notice tone="error">
          <span data-testid="slip-refusal" data-code={refusal.code ?? undefined}>
            {refusal.text}
          </span>
          {refusal.needsFunds ? (
            <button
              type="button"
              className="ml-1 font-bold underline"
              onClick={() => useModals.getState().open({ name: "deposit" })}
            >
              {t("sports.slip.deposit")}
            </button>
          ) : null}
        </Notice>
      ) : null}
      <Button
        size="lg"
        block
        onClick={onPlace}
        pending={place.isPending}
        disabled={Boolean(player) && bet.blocker !== null && bet.blocker !== "changes"}
        data-testid="place-bet"
      >
        {label}
      </Button>
      {place.isPending ? (
        <p className="text-center text-xs text-muted" aria-live="polite">
          {t("sports.slip.placingHint")}
        </p>
      ) : bet.blocker === "locked" ? (
        <p className="text-center text-xs text-warning-ink">{t("sports.slip.lockedHint")}</p>
      ) : null}
      <button
        type="button"
        onClick={slip.clear}
        className="self-center text-xs font-semibold text-subtle underline-offset-2 hover:text-text hover:underline"
      >
        {t("sports.slip.clear")}
      </button>
    </div>
  );
}

/** "Use free bet (5.00)": the slip's one single or its multiple is staked by the player's free bet. */
function FreeBetToggle({
  freeBet,
  checked,
  onChange,
}: {
  freeBet: FreeBet;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const formatOdds = useFormatOdds();
  return (
    <div className="flex flex-col gap-1" data-testid="free-bet-toggle">
      <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
        {t("sports.slip.useFreeBet", { amount: money(freeBet.amount) })}
      </Checkbox>
      {checked ? (
        <p className="px-1 text-xs text-muted">
          {freeBet.minOdds !== null
            ? t("sports.slip.freeBetHintOdds", { odds: formatOdds(freeBet.minOdds) })
            : t("sports.slip.freeBetHint")}
        </p>
      ) : null}
    </div>
  );
}

/** One stake typed once for every single (shows it while all singles share it). */
function StakeOnAll() {
  const { t } = useTranslation();
  const selections = useSlip((state) => state.selections);
  const singles = useSlip((state) => state.singles);
  const setAll = useSlip((state) => state.setAllSingles);
  const values = new Set(selections.map((item) => singles[item.selectionId] ?? ""));
  const shared = values.size === 1 ? ([...values][0] ?? "") : "";
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-border/80 px-3 py-2">
      <span className="text-xs font-semibold text-muted">{t("sports.slip.stakeOnAll")}</span>
      <StakeInput
        label={t("sports.slip.stake")}
        value={shared}
        onChange={setAll}
        className="w-32"
        testId="stake-on-all"
      />
    </div>
  );
}

/** What the slip shows until the stored slip has been read (on the server and at the first paint). */
export function SlipPlaceholder() {
  return (
    <div className="flex flex-col gap-2" aria-busy>
      <Skeleton className="h-20 rounded-xl" />
      <Skeleton className="h-11 rounded-xl" />
    </div>
  );
}

function EmptySlip() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border/80 px-4 py-8 text-center">
      <Ticket className="size-8 text-primary-strong" aria-hidden />
      <p className="text-sm font-bold">{t("sports.slip.emptyTitle")}</p>
      <p className="text-xs text-muted">{t("sports.slip.empty")}</p>
    </div>
  );
}
