import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { usePrizeWheel, useSpinWheel } from "../api/prize-wheel";
import { engagementError } from "../error-text";
import { type PrizeWords, prizesSummary, prizeText, segmentLabel } from "../wheel-prizes";

/** Segment colours and the ink that reads on each (4.5:1 or better). */
const SEGMENTS = [
  ["#f5b82e", "#1a1204"],
  ["#7c5cff", "#ffffff"],
  ["#22c55e", "#05210f"],
  ["#e11d48", "#ffffff"],
  ["#0ea5e9", "#04202e"],
  ["#9333ea", "#ffffff"],
  ["#f97316", "#1f0d02"],
  ["#14b8a6", "#03211e"],
] as const;
const R = 100;
/** Labels run along their segment's middle, from the rim inwards, between these radii. */
const LABEL_OUTER = 90;
const LABEL_ROOM = 58;
const LABEL_MAX_FONT = 12;

/** A point on the wheel at `turn` (0..1 clockwise from the top). */
const at = (turn: number, radius = R) => {
  const a = turn * 2 * Math.PI - Math.PI / 2;
  return [R + radius * Math.cos(a), R + radius * Math.sin(a)] as const;
};

/** A font size that fits the label into the room along the segment (bold glyphs are about 0.62 em wide). */
const fontFor = (label: string) => Math.min(LABEL_MAX_FONT, LABEL_ROOM / (label.length * 0.62));

/**
 * One segment's label, radial: it reads from the rim towards the centre on the left half and from the centre
 * towards the rim on the right, so none is upside down while the wheel rests.
 */
function SegmentLabel({ turn, label, ink }: { turn: number; label: string; ink: string }) {
  const degrees = turn * 360;
  const left = degrees > 180;
  return (
    <g transform={`rotate(${left ? degrees + 90 : degrees - 90} ${R} ${R})`}>
      <text
        x={left ? R - LABEL_OUTER : R + LABEL_OUTER}
        y={R}
        textAnchor={left ? "start" : "end"}
        dominantBaseline="central"
        fontSize={fontFor(label)}
        fontWeight="800"
        fill={ink}
      >
        {label}
      </text>
    </g>
  );
}

/**
 * The daily prize wheel as an SVG: equal segments, one per prize, each with a short radial label; under it, what
 * the wheel pays in words, made from the same prizes. The server draws the prize (provably fair, the seeds are
 * returned); the wheel then turns to land the pointer on it. `currency` is the player's, which money prizes pay in.
 */
export function PrizeWheel({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: wheel } = usePrizeWheel();
  const spin = useSpinWheel();
  const [rotation, setRotation] = useState(0);
  if (!wheel) return null;
  const words: PrizeWords = { t, locale, currency };
  const n = wheel.prizes.length;
  const onSpin = () =>
    spin.mutate(undefined, {
      onSuccess: (result) => {
        // Five full turns, then stop with the middle of the won segment under the pointer at the top.
        const target = 360 - ((result.prizeIndex + 0.5) / n) * 360;
        setRotation((r) => r - (r % 360) + 5 * 360 + target);
      },
    });
  return (
    <div className="space-y-3 text-center" data-testid="prize-wheel">
      <svg
        viewBox="-6 -6 212 212"
        className="mx-auto w-64 sm:w-72"
        role="img"
        aria-label={t("engagement.wheel.label")}
      >
        <g
          style={{
            transform: `rotate(${rotation}deg)`,
            transformOrigin: "100px 100px",
            transition: "transform 4s cubic-bezier(0.17, 0.67, 0.12, 1)",
          }}
        >
          {wheel.prizes.map((prize, i) => {
            const [x1, y1] = at(i / n);
            const [x2, y2] = at((i + 1) / n);
            const [fill, ink] = SEGMENTS[i % SEGMENTS.length] ?? SEGMENTS[0];
            return (
              <g key={prize.id}>
                <path d={`M${R},${R} L${x1},${y1} A${R},${R} 0 0 1 ${x2},${y2} Z`} fill={fill} />
                <SegmentLabel turn={(i + 0.5) / n} label={segmentLabel(prize, words)} ink={ink} />
              </g>
            );
          })}
        </g>
        <circle cx={R} cy={R} r={R} fill="none" stroke="var(--c-border)" strokeWidth="3" />
        <circle cx={R} cy={R} r="12" fill="var(--c-surface)" stroke="var(--c-border)" strokeWidth="2" />
        <polygon
          points="91,-6 109,-6 100,14"
          fill="var(--c-text)"
          stroke="var(--c-surface)"
          strokeWidth="1.5"
        />
      </svg>
      <p className="mx-auto max-w-sm text-sm text-muted" data-testid="wheel-prizes">
        {prizesSummary(wheel.prizes, words)}
      </p>
      {spin.data ? (
        <Notice tone="success">
          {t("engagement.wheel.won", { prize: prizeText(spin.data.reward, words) })}
        </Notice>
      ) : null}
      {spin.error ? <Notice tone="error">{engagementError(t, spin.error)}</Notice> : null}
      <Button onClick={onSpin} disabled={!wheel.canSpin || spin.isPending || !!spin.data}>
        {wheel.canSpin ? t("engagement.wheel.spin") : t("engagement.wheel.comeBack")}
      </Button>
    </div>
  );
}
