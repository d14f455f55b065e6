import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useLoginHistory } from "../api/get-login-history";
import { describeUserAgent } from "../user-agent";

/** GET /api/user/logins as a table (cards on phones); times on the Amsterdam clock. */
export function LoginHistory() {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = useLoginHistory();
  return (
    <section
      aria-labelledby="login-history"
      className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id="login-history" className="text-lg font-bold">
        {t("profile.history.title")}
      </h2>
      <p className="mb-5 mt-1 text-sm text-muted">{t("profile.history.description")}</p>
      {history.isPending ? (
        <div className="space-y-2" aria-busy>
          {["a", "b", "c", "d"].map((key) => (
            <Skeleton key={key} className="h-11" />
          ))}
        </div>
      ) : history.isError ? (
        <Notice tone="error">{t("profile.history.loadFailed")}</Notice>
      ) : history.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t("profile.history.empty")}</p>
      ) : (
        <>
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="text-xs uppercase tracking-wider text-subtle">
              <tr className="border-b border-border/70">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("profile.history.time")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("profile.history.ip")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("profile.history.device")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("profile.history.result")}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((item) => (
                <tr key={`${item.time}-${item.ip}`} className="border-b border-border/40 last:border-0">
                  <td className="py-3 pr-4 tabular-nums">{formatDateTime(item.time, locale)}</td>
                  <td className="py-3 pr-4 font-mono text-xs text-muted">
                    {item.ip ?? t("profile.history.unknown")}
                  </td>
                  <td className="py-3 pr-4 text-muted" title={item.userAgent ?? undefined}>
                    {describeUserAgent(item.userAgent) ?? t("profile.history.unknown")}
                  </td>
                  <td className="py-3">
                    <Result success={item.success} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="space-y-2 md:hidden">
            {history.data.items.map((item) => (
              <li
                key={`${item.time}-${item.ip}`}
                className="rounded-xl border border-border/60 bg-surface-2/40 p-3 text-sm"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold tabular-nums">{formatDateTime(item.time, locale)}</span>
                  <Result success={item.success} />
                </div>
                <div className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
                  <span className="font-mono">{item.ip ?? t("profile.history.unknown")}</span>
                  <span>{describeUserAgent(item.userAgent) ?? t("profile.history.unknown")}</span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Result({ success }: { success: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
        success ? "bg-success/15 text-success" : "bg-danger/15 text-danger"
      }`}
    >
      {success ? t("profile.history.success") : t("profile.history.failed")}
    </span>
  );
}
