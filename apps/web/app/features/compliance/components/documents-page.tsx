import type { KycDocument } from "@casino/contract";
import { complianceApi, pathOf } from "@casino/contract";
import { clsx } from "clsx";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useDocuments } from "../api/get-documents";
import { formatBytes } from "../document-file";
import { DocumentUpload } from "./document-upload";

/**
 * /profile/documents (docs/product/compliance.md#documents): what is still needed, the upload, and every document
 * with its status.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const documents = useDocuments();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("compliance.documents.title")}
        </h1>
        <p className="mt-1 text-muted">{t("compliance.documents.subtitle")}</p>
      </header>
      {documents.isPending ? (
        <Skeleton className="h-96 rounded-3xl" />
      ) : documents.isError ? (
        <LoadError message={t("compliance.documents.loadFailed")} onRetry={() => documents.refetch()} />
      ) : (
        <>
          {documents.data.documentsNeeded ? (
            <Notice tone="info">
              {t("compliance.documents.needed", {
                types: documents.data.missing
                  .map((type) => t(`compliance.documents.types.${type}`))
                  .join(", "),
              })}
            </Notice>
          ) : null}
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <DocumentUpload
              maxBytes={documents.data.maxBytes}
              initialType={documents.data.missing[0] ?? "identity"}
            />
            <DocumentList documents={documents.data.documents} />
          </div>
        </>
      )}
    </div>
  );
}

const BADGES: Record<KycDocument["status"], string> = {
  pending: "bg-surface-3 text-muted",
  approved: "bg-success/15 text-success-ink",
  rejected: "bg-danger/15 text-danger-ink",
};

function DocumentList({ documents }: { documents: KycDocument[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="documents-title"
      className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id="documents-title" className="mb-5 text-lg font-bold">
        {t("compliance.documents.listTitle")}
      </h2>
      {documents.length === 0 ? (
        <p className="rounded-2xl bg-surface-2/40 px-4 py-6 text-center text-sm text-muted">
          {t("compliance.documents.empty")}
        </p>
      ) : (
        <ul className="space-y-2" data-testid="document-list">
          {documents.map((document) => (
            <li key={document.id} className="rounded-2xl border border-border/60 bg-surface-2/40 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold">{t(`compliance.documents.types.${document.type}`)}</p>
                <span className={clsx("rounded-md px-2 py-0.5 text-xs font-bold", BADGES[document.status])}>
                  {t(`compliance.documents.status.${document.status}`)}
                </span>
              </div>
              <p className="mt-1 text-xs text-muted">
                {[document.fileName, formatBytes(document.size), formatDateTime(document.uploadedAt, locale)]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {document.status === "rejected" && document.reason ? (
                <p className="mt-2 text-sm text-danger-ink">
                  {t("compliance.documents.rejectedBecause", { reason: document.reason })}
                </p>
              ) : null}
              {/* The server sends every document as an attachment: the link downloads it. */}
              <a
                href={pathOf(complianceApi.getUserDocumentsByIdFile, { id: document.id })}
                download
                className="mt-2 inline-flex items-center gap-1 text-xs font-semibold text-primary-strong hover:underline"
              >
                {t("compliance.documents.view")}
                <Download className="size-3" aria-hidden />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
