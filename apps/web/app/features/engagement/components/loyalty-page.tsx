import { FORMAT_LOCALE, type LoyaltyProfile, TIME_ZONE, type UrlLocale } from "@casino/contract";
import { clsx } from "clsx";
import { Check, Coins, Gift, Mail, MailOpen } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { Notice } from "../../../ui/notice";
import { useBuyItem, useInbox, useLoyaltyProfile, useMarkRead, useShop } from "../api/get-loyalty";
import { engagementError } from "../error-text";

type Translate = ReturnType<typeof useTranslation>["t"];
type ShopItem = NonNullable<ReturnType<typeof useShop>["data"]>["items"][number];

const points = (n: number, locale: UrlLocale) => new Intl.NumberFormat(FORMAT_LOCALE[locale]).format(n);

/** What a shop item gives, in the player's words: "€5.00 bonus money", "10 free spins". */
function rewardText(t: Translate, item: ShopItem, currency: string, locale: UrlLocale) {
  if (item.reward.kind === "free_spins")
    return t("engagement.loyalty.reward.free_spins", { count: item.reward.amount });
  return t(`engagement.loyalty.reward.${item.reward.kind}`, {
    amount: formatMoney(item.reward.amount, currency, locale),
  });
}

/** /profile/loyalty: the player's level and points, progress, benefits per level, the points shop and the inbox. */
export function LoyaltyPage({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: profile, isError } = useLoyaltyProfile(locale);
  if (isError) return <Notice tone="error">{t("errors.generic")}</Notice>;
  if (!profile) return <div className="h-64 animate-pulse rounded-3xl bg-surface" aria-hidden />;
  return (
    <div className="space-y-6">
      <LevelCard profile={profile} />
      <div className="grid gap-6 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PointsShop currency={currency} />
        <Inbox />
      </div>
      <Levels profile={profile} />
    </div>
  );
}

/** The level, the spendable points and the way to the next level. */
function LevelCard({ profile }: { profile: LoyaltyProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const next = profile.nextLevel;
  const span = next ? next.threshold - profile.level.threshold : 1;
  const done = next ? profile.lifetimePoints - profile.level.threshold : span;
  const percent = Math.max(0, Math.min(100, Math.floor((done / span) * 100)));
  const progressText = next
    ? t("engagement.loyalty.toNext", {
        points: points(next.threshold - profile.lifetimePoints, locale),
        level: next.name,
      })
    : t("engagement.loyalty.topLevel");
  return (
    <section
      aria-labelledby="page-title"
      data-testid="loyalty-level"
      className="rounded-3xl border border-border/70 bg-[image:var(--gradient-hero)] p-6 shadow-card sm:p-10"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4 sm:gap-6">
          <img src={profile.avatar} alt="" width={96} height={96} className="size-16 shrink-0 sm:size-24" />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="text-xs font-bold uppercase tracking-widest text-gold-ink">
              {t("engagement.loyalty.title")}
            </p>
            <h1 id="page-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t("engagement.loyalty.level", { level: profile.level.name })}
            </h1>
            <p className="text-muted">
              {profile.username ? t("engagement.loyalty.hello", { name: profile.username }) : null}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 md:min-w-64">
          <div className="rounded-2xl bg-surface/70 p-3">
            <dt className="text-xs font-semibold text-muted">{t("engagement.loyalty.points")}</dt>
            <dd className="text-2xl font-extrabold tabular-nums text-gold-ink" data-testid="loyalty-points">
              {points(profile.points, locale)}
            </dd>
          </div>
          <div className="rounded-2xl bg-surface/70 p-3">
            <dt className="text-xs font-semibold text-muted">{t("engagement.loyalty.lifetime")}</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{points(profile.lifetimePoints, locale)}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-6 space-y-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm font-semibold">
          <span>{profile.level.name}</span>
          {next ? <span>{next.name}</span> : null}
        </div>
        <div
          role="progressbar"
          aria-label={t("engagement.loyalty.progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={progressText}
          className="h-3 overflow-hidden rounded-full bg-surface-3"
        >
          <div
            className="h-full rounded-full bg-linear-to-r from-primary to-gold transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-sm" data-testid="loyalty-progress-text">
          {progressText}
        </p>
        <p className="text-xs text-muted">{t("engagement.loyalty.howToEarn")}</p>
      </div>
    </section>
  );
}

/** Every level with its threshold and benefits; the player's own is marked. */
function Levels({ profile }: { profile: LoyaltyProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="loyalty-levels" className="space-y-3">
      <h2 id="loyalty-levels" className="text-xl font-bold">
        {t("engagement.loyalty.levels")}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {profile.levels.map((level) => {
          const current = level.id === profile.level.id;
          return (
            <li
              key={level.id}
              aria-current={current ? "true" : undefined}
              className={clsx(
                "rounded-2xl border bg-surface p-4 shadow-card",
                current ? "border-gold/70 ring-1 ring-gold/40" : "border-border",
              )}
            >
              <div className="flex items-center gap-3">
                <img
                  src={`/brand/loyalty-${level.id}.svg`}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10"
                />
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold">{level.name}</h3>
                  <p className="text-xs text-muted">
                    {t("engagement.loyalty.threshold", { points: points(level.threshold, locale) })}
                  </p>
                </div>
              </div>
              {current ? (
                <p className="mt-3">
                  <span className="rounded-full bg-gold/15 px-2 py-0.5 text-xs font-bold text-gold-ink">
                    {t("engagement.loyalty.yourLevel")}
                  </span>
                </p>
              ) : null}
              <ul className="mt-3 space-y-1.5 text-sm">
                {level.benefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The points shop: each item behind an "are you sure?", refusals explained in place. */
function PointsShop({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: shop } = useShop(locale);
  const buy = useBuyItem();
  const [chosen, setChosen] = useState<ShopItem | null>(null);
  const [bought, setBought] = useState<ShopItem | null>(null);
  const close = () => {
    setChosen(null);
    buy.reset();
  };
  return (
    <section aria-labelledby="loyalty-shop" className="space-y-3" data-testid="loyalty-shop">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="loyalty-shop" className="text-xl font-bold">
          {t("engagement.loyalty.shop")}
        </h2>
        {shop ? (
          <p className="text-sm text-muted">
            {t("engagement.loyalty.available", { points: points(shop.points, locale) })}
          </p>
        ) : null}
      </div>
      {bought ? (
        <Notice tone="success">
          {t("engagement.loyalty.bought", { reward: rewardText(t, bought, currency, locale) })}
        </Notice>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-3">
        {shop?.items.map((item) => {
          const missing = item.cost - shop.points;
          return (
            <li
              key={item.id}
              className="flex flex-col rounded-2xl border border-border bg-surface p-4 shadow-card"
            >
              <Gift className="size-6 text-gold-ink" aria-hidden />
              <h3 className="mt-2 font-bold">{rewardText(t, item, currency, locale)}</h3>
              <p className="flex items-center gap-1.5 text-sm text-muted">
                <Coins className="size-4" aria-hidden />
                {t("engagement.loyalty.cost", { points: points(item.cost, locale) })}
              </p>
              <div className="mt-auto pt-3">
                <Button
                  size="sm"
                  className="w-full"
                  variant={missing > 0 ? "secondary" : "primary"}
                  onClick={() => {
                    setBought(null);
                    setChosen(item);
                  }}
                  data-testid={`shop-buy-${item.id}`}
                >
                  {t("engagement.loyalty.swap")}
                </Button>
                {missing > 0 ? (
                  <p className="mt-1.5 text-xs text-muted">
                    {t("engagement.loyalty.missing", { points: points(missing, locale) })}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t("engagement.loyalty.confirmTitle")}
        description={
          chosen
            ? t("engagement.loyalty.confirmText", {
                points: points(chosen.cost, locale),
                reward: rewardText(t, chosen, currency, locale),
              })
            : undefined
        }
        confirmLabel={t("engagement.loyalty.swap")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        pending={buy.isPending}
        error={buy.error ? engagementError(t, buy.error) : null}
        onConfirm={() => {
          if (!chosen) return;
          const item = chosen;
          buy.mutate(item.id, {
            onSuccess: () => {
              setBought(item);
              close();
            },
          });
        }}
      />
    </section>
  );
}

/** The loyalty inbox: newest first, unread ones marked, read one by one. */
function Inbox() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: inbox } = useInbox(locale);
  const markRead = useMarkRead(locale);
  const date = new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  return (
    <section aria-labelledby="loyalty-inbox" className="space-y-3" data-testid="loyalty-inbox">
      <h2 id="loyalty-inbox" className="flex items-center gap-2 text-xl font-bold">
        {t("engagement.loyalty.inbox")}
        {inbox && inbox.unread > 0 ? (
          <span
            className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-contrast"
            data-testid="inbox-unread"
          >
            {t("engagement.loyalty.unread", { count: inbox.unread })}
          </span>
        ) : null}
      </h2>
      {markRead.error ? <Notice tone="error">{engagementError(t, markRead.error)}</Notice> : null}
      {inbox && inbox.items.length === 0 ? (
        <p className="text-muted">{t("engagement.loyalty.noMessages")}</p>
      ) : null}
      <ul className="space-y-2">
        {inbox?.items.map((message) => (
          <li
            key={message.id}
            data-read={message.read}
            className={clsx(
              "rounded-2xl border p-4",
              message.read ? "border-border bg-surface/60" : "border-primary/50 bg-surface shadow-card",
            )}
          >
            <div className="flex items-start gap-3">
              {message.read ? (
                <MailOpen className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden />
              ) : (
                <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <h3 className={clsx("font-semibold", !message.read && "text-text")}>
                  {message.read ? null : <span className="sr-only">{t("engagement.loyalty.new")} </span>}
                  {message.title}
                </h3>
                <p className="text-xs text-muted">{date.format(new Date(message.createdAt))}</p>
                <p className="mt-1 text-sm text-muted">{message.body}</p>
              </div>
            </div>
            {message.read ? null : (
              <div className="mt-2 flex justify-end">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => markRead.mutate(message.id)}
                  disabled={markRead.isPending}
                >
                  <MailOpen className="size-4" aria-hidden />
                  {t("engagement.loyalty.markRead")}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
