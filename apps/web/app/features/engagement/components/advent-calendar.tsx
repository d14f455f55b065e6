import { clsx } from "clsx";
import { Gift, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Notice } from "../../../ui/notice";
import { PageHero } from "../../../ui/page-hero";
import { useAdventCalendar, useOpenDoor } from "../api/get-advent";
import { engagementError } from "../error-text";

/** /advent-calendar: 24 doors, one a day in December (Europe/Amsterdam), each opened once. */
export function AdventCalendar({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  const { data } = useAdventCalendar(userId);
  const open = useOpenDoor();
  return (
    <div className="space-y-6">
      <PageHero title={t("engagement.advent.title")}>
        {userId ? t("engagement.advent.intro") : t("engagement.advent.loginFirst")}
      </PageHero>
      {open.error ? <Notice tone="error">{engagementError(t, open.error)}</Notice> : null}
      {open.data?.reward ? (
        <Notice tone="success">{t("engagement.advent.won", { reward: open.data.reward.label })}</Notice>
      ) : null}
      <ol className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid="advent-doors">
        {data?.doors.map((door) => (
          <li key={door.day}>
            <button
              type="button"
              data-state={door.state}
              disabled={!userId || door.state !== "openable" || open.isPending}
              onClick={() => open.mutate(door.day)}
              aria-label={t(`engagement.advent.door.${door.state}`, { day: door.day })}
              className={clsx(
                "flex aspect-square w-full flex-col items-center justify-center rounded-2xl border text-2xl font-extrabold transition",
                door.state === "opened" && "border-gold/60 bg-gold/15 text-gold-ink",
                door.state === "openable" && "border-success/60 bg-surface-2 hover:scale-105",
                door.state === "locked" && "border-border bg-surface text-muted opacity-70",
              )}
            >
              {door.day}
              {door.state === "locked" ? <Lock className="size-4" aria-hidden /> : null}
              {door.state === "opened" ? (
                <span className="px-1 text-center text-xs font-semibold">{door.reward?.label}</span>
              ) : null}
              {door.state === "openable" ? <Gift className="size-5" aria-hidden /> : null}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
