import { clsx } from "clsx";
import { usageTone, usedPercent } from "../limit-view";

const TONES = { ok: "bg-accent", warn: "bg-warning", full: "bg-danger" } as const;

/**
 * How much of a limit is used, as a bar that turns amber at 80 % and red when used up. Assistive tech reads a
 * native <meter>; the drawn bar is decoration (a native meter cannot be styled the same in every browser).
 */
export function UsageMeter({
  used,
  value,
  label,
  valueText,
}: {
  used: number;
  value: number;
  label: string;
  valueText: string;
}) {
  const percent = usedPercent(used, value);
  return (
    <div className="relative mt-2.5">
      <meter
        className="sr-only"
        aria-label={label}
        aria-valuetext={valueText}
        min={0}
        max={value}
        value={Math.min(used, value)}
      >
        {valueText}
      </meter>
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-surface-3">
        <div
          className={clsx("h-full rounded-full transition-[width] duration-500", TONES[usageTone(percent)])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
