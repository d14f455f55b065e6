import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "./notice";

/** A read that failed: what could not be loaded, and a button that reads it again (announced, role=alert). */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: ReactNode;
  onRetry(): void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Notice tone="error" className={className}>
      {message}{" "}
      <button type="button" className="font-bold underline" onClick={onRetry}>
        {t("common.retry")}
      </button>
    </Notice>
  );
}
