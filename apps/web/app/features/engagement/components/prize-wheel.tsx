import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { usePrizeWheel, useSpinWheel } from "../api/prize-wheel";
import { engagementError } from "../error-text";

const COLOURS = ["#f5b82e", "#7c5cff", "#22c55e", "#ef4444", "#0ea5e9", "#a855f7", "#f97316", "#14b8a6"];
const R = 100;

/** A point on the wheel's rim at `turn` (0..1 clockwise from the top). */
const at = (turn: number, radius = R) => {
  const a = turn * 2 * Math.PI - Math.PI / 2;
  return [R + radius * Math.cos(a), R + radius * Math.sin(a)] as const;
};

/**
 * The daily prize wheel as an SVG: equal segments, one per prize. The server draws the prize (provably fair, the
 * seeds are returned); the wheel then turns to land the pointer on it.
 */
export function PrizeWheel() {
  const { t } = useTranslation();
  const { data: wheel } = usePrizeWheel();
  const spin = useSpinWheel();
  const [rotation, setRotation] = useState(0);
  if (!wheel) return null;
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
      <div className="relative mx-auto w-64">
        <svg viewBox="0 0 200 200" className="w-64" role="img" aria-label={t("engagement.wheel.label")}>
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
              const [tx, ty] = at((i + 0.5) / n, 62);
              const angle = ((i + 0.5) / n) * 360;
              return (
                <g key={prize.id}>
                  <path
                    d={`M100,100 L${x1},${y1} A${R},${R} 0 0 1 ${x2},${y2} Z`}
                    fill={COLOURS[i % COLOURS.length]}
                  />
                  <text
                    x={tx}
                    y={ty}
                    fontSize="8"
                    fontWeight="700"
                    fill="#111"
                    textAnchor="middle"
                    transform={`rotate(${angle} ${tx} ${ty})`}
                  >
                    {prize.label}
                  </text>
                </g>
              );
            })}
          </g>
          <polygon points="92,0 108,0 100,16" fill="#fff" stroke="#111" />
        </svg>
      </div>
      {spin.data ? (
        <Notice tone="success">{t("engagement.wheel.won", { prize: spin.data.reward.label })}</Notice>
      ) : null}
      {spin.error ? <Notice tone="error">{engagementError(t, spin.error)}</Notice> : null}
      <Button onClick={onSpin} disabled={!wheel.canSpin || spin.isPending || !!spin.data}>
        {wheel.canSpin ? t("engagement.wheel.spin") : t("engagement.wheel.comeBack")}
      </Button>
    </div>
  );
}
