import { TIME_ZONE } from "@casino/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const format = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/**
 * HH:mm:ss on the Amsterdam clock (docs/product/shell.md#sidebar). Rendered after hydration so server and client
 * never disagree.
 */
export function LiveClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    const tick = () => setNow(format.format(new Date()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time
      className="inline-block w-[8ch] font-mono text-sm tabular-nums text-muted"
      title={t("sidebar.clock")}
    >
      {now ?? "--:--:--"}
    </time>
  );
}
