import { Cpu } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Says plainly what a live-casino table is: RNG results, no video stream, no dealer. */
export function RngLabel() {
  const { t } = useTranslation();
  return (
    <p
      data-testid="rng-label"
      className="inline-flex items-center gap-2 rounded-full border border-amber-300/60 bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-950"
    >
      <Cpu className="size-4 shrink-0" aria-hidden /> {t("tables.rngLabel")}
    </p>
  );
}
