import { useId } from "react";

/** The Vela mark: a four-point guiding star on a violet tile, with the wordmark beside it. */
export function Logo({ compact = false, label }: { compact?: boolean; label: string }) {
  const gradient = useId();
  return (
    <span className="inline-flex items-center gap-2.5" aria-label={label} role="img">
      <svg
        viewBox="0 0 64 64"
        className="size-9 shrink-0 drop-shadow-[0_4px_12px_rgba(139,108,255,0.45)]"
        aria-hidden
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a48bff" />
            <stop offset="1" stopColor="#5b3df5" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
        <path d="M32 9l5.2 17.8L55 32l-17.8 5.2L32 55l-5.2-17.8L9 32l17.8-5.2z" fill="#fff" />
        <circle cx="47" cy="17" r="3.5" fill="#19d3a2" />
      </svg>
      {!compact && (
        <span
          className="hidden font-extrabold tracking-[0.18em] text-lg leading-none text-text sm:inline"
          aria-hidden
        >
          VELA
        </span>
      )}
    </span>
  );
}
