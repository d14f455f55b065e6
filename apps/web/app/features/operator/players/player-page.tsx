import type { PlayerDetail } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useCan } from "../api/get-staff-access";
import { isForbidden, operatorErrorText } from "../operator-errors";
import { Panel } from "./panel";
import { AdjustmentForm, NotesPanel } from "./player-forms";
import { LedgerPanel } from "./player-ledger";
import { usePlayer, usePlayerAction } from "./players-api";

/** /operator/players/{id}: everything about one player, and what staff may do to the account. */
export function PlayerPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? "";
  const player = usePlayer(id);
  if (player.isPending) return <Skeleton className="h-[28rem] rounded-3xl" />;
  if (player.isError)
    return isForbidden(player.error) ? (
      <Notice tone="error">{t("operator.forbidden")}</Notice>
    ) : (
      <LoadError message={operatorErrorText(t, player.error)} onRetry={() => player.refetch()} />
    );
  const data = player.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Flags data={data} />
      <Profile id={id} data={data} />
      <Balances data={data} />
      <AdjustmentForm
        id={id}
        currencies={data.balances.map((b) => b.currency)}
        adjustments={data.adjustments}
      />
      <NotesPanel id={id} notes={data.notes} />
      <Sessions data={data} />
      <LedgerPanel id={id} />
    </div>
  );
}

/** Risk flags raised on the account (a chargeback), across the top of the page. */
function Flags({ data }: { data: PlayerDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Older payloads (a cached page from before flags existed) have none.
  const flags = data.flags ?? [];
  if (flags.length === 0) return null;
  return (
    <div className="lg:col-span-2" data-testid="player-flags">
      <Notice tone="error">
        <strong>{t("operator.player.flags")}</strong>
        <ul className="mt-1 space-y-1">
          {flags.map((flag) => (
            <li key={`${flag.kind}:${flag.reference ?? flag.at}`} className="text-sm">
              {t(`operator.player.flagKinds.${flag.kind}`, { defaultValue: flag.kind })} ·{" "}
              {formatDateTime(flag.at, locale)} · {flag.reason}
            </li>
          ))}
        </ul>
      </Notice>
    </div>
  );
}

function Profile({ id, data }: { id: string; data: PlayerDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const action = usePlayerAction(id);
  const mayManage = useCan("players.manage");
  const p = data.profile;
  const run = (name: "lock" | "unlock" | "end-sessions") =>
    action.mutate(name, {
      onSuccess: () => toast.success(t(`operator.player.done.${name}`, { name: p.username })),
    });
  const facts: [string, string][] = [
    [t("operator.players.email"), p.email],
    [t("operator.player.phone"), p.phone ?? "—"],
    [t("operator.player.name"), `${p.firstName} ${p.lastName}`.trim() || "—"],
    [t("operator.players.country"), `${p.country} · ${p.currency} · ${p.locale}`],
    [
      t("operator.player.verified"),
      `${p.emailVerified ? "✓" : "✗"} e-mail · ${p.phoneVerified ? "✓" : "✗"} SMS`,
    ],
    [t("operator.player.since"), formatDateTime(p.createdAt, locale)],
    [t("operator.player.userId"), p.userId],
  ];
  return (
    <section
      aria-labelledby="player-title"
      className="flex flex-col gap-4 rounded-3xl border border-border/70 bg-surface p-4 shadow-card sm:p-5 lg:col-span-2"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="player-title" className="text-2xl font-extrabold tracking-tight">
            {p.username}
          </h2>
          <p data-testid="player-status" className="text-sm font-semibold text-muted">
            {t(`operator.players.statuses.${p.status}`, p.status)}
          </p>
        </div>
        {mayManage ? (
          <div className="flex flex-wrap gap-2">
            {p.status === "locked" ? (
              <Button size="sm" variant="secondary" pending={action.isPending} onClick={() => run("unlock")}>
                {t("operator.player.unlock")}
              </Button>
            ) : (
              <Button size="sm" variant="danger" pending={action.isPending} onClick={() => run("lock")}>
                {t("operator.player.lock")}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              pending={action.isPending}
              onClick={() => run("end-sessions")}
            >
              {t("operator.player.endSessions")}
            </Button>
          </div>
        ) : null}
      </header>
      {action.isError ? <Notice tone="error">{operatorErrorText(t, action.error)}</Notice> : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wider text-subtle">{label}</dt>
            <dd className="truncate text-sm" title={value}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Balances({ data }: { data: PlayerDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Panel title={t("operator.player.balances")}>
      <table className="w-full text-sm">
        <thead className="text-left text-xs uppercase tracking-wider text-subtle">
          <tr>
            <th scope="col" className="pb-1 font-semibold">
              {t("operator.player.currency")}
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              {t("operator.player.real")}
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              {t("operator.player.bonus")}
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              {t("operator.player.held")}
            </th>
          </tr>
        </thead>
        <tbody data-testid="player-balances">
          {data.balances.map((b) => (
            <tr key={b.currency} className="border-t border-border/40">
              <td className="py-2 font-semibold">{b.currency}</td>
              <td className="py-2 text-right tabular-nums">{formatMoney(b.real, b.currency, locale)}</td>
              <td className="py-2 text-right tabular-nums">{formatMoney(b.bonus, b.currency, locale)}</td>
              <td className="py-2 text-right tabular-nums">{formatMoney(b.held, b.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

function Sessions({ data }: { data: PlayerDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Panel title={t("operator.player.sessions")}>
      {data.sessions.length === 0 ? (
        <p className="text-sm text-muted">{t("operator.player.noSessions")}</p>
      ) : null}
      <ul className="flex flex-col gap-2 text-sm">
        {data.sessions.slice(0, 10).map((s) => (
          <li key={s.createdAt} className="rounded-xl bg-surface-2/40 px-3 py-2">
            <span className="font-semibold tabular-nums">{formatDateTime(s.createdAt, locale)}</span>
            <span className="text-muted">
              {" · "}
              {s.endedAt
                ? t("operator.player.ended", { reason: s.endReason ?? "" })
                : t("operator.player.open")}
              {s.ip ? ` · ${s.ip}` : ""}
              {s.impersonatedBy ? ` · ${t("operator.player.viewedBy", { staff: s.impersonatedBy })}` : ""}
            </span>
          </li>
        ))}
      </ul>
      <h4 className="mt-2 text-sm font-bold">{t("operator.player.logins")}</h4>
      <ul className="flex flex-col gap-1 text-sm">
        {data.logins.slice(0, 10).map((l) => (
          <li key={`${l.at}-${l.success}`} className="flex gap-2">
            <span className="tabular-nums">{formatDateTime(l.at, locale)}</span>
            <span className={l.success ? "text-success-ink" : "text-danger-ink"}>
              {t(l.success ? "operator.player.loginOk" : "operator.player.loginFailed")}
            </span>
            <span className="truncate text-muted">{l.ip ?? ""}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
