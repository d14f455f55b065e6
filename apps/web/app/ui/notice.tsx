import { clsx } from "clsx";
import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";

const TONES = {
  error: { className: "border-danger/50 bg-danger/10 text-danger-ink", Icon: CircleAlert },
  success: { className: "border-success/50 bg-success/10 text-success-ink", Icon: CircleCheck },
  info: { className: "border-border bg-surface-2/60 text-muted", Icon: Info },
} as const;

/** A boxed message inside a form or dialog; errors are announced (role=alert). */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  const { className: toneClass, Icon } = TONES[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx("flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm", toneClass, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
