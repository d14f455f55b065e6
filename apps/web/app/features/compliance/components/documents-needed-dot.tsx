import { useTranslation } from "react-i18next";
import { useDocumentsNeeded } from "../api/get-documents";

/**
 * The profile menu's dot beside "My documents" while a required document is missing
 * (docs/product/compliance.md#documents).
 */
export function DocumentsNeededDot() {
  const { t } = useTranslation();
  if (!useDocumentsNeeded(true)) return null;
  return (
    <span
      role="img"
      aria-label={t("compliance.documents.menuDot")}
      data-testid="documents-needed-dot"
      className="size-2 shrink-0 rounded-full bg-danger"
    />
  );
}
