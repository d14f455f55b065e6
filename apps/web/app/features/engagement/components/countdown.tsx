import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Days, hours, minutes and seconds until `to`, ticking every second. */
export function Countdown({ to }: { to: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, new Date(to).getTime() - now);
  const s = Math.floor(left / 1_000);
  return (
    <span className="tabular-nums" suppressHydrationWarning>
      {t("engagement.countdown", {
        days: Math.floor(s / 86_400),
        hours: Math.floor((s % 86_400) / 3_600),
        minutes: Math.floor((s % 3_600) / 60),
        seconds: s % 60,
      })}
    </span>
  );
}
