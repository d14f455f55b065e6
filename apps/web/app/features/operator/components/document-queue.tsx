import type { AdminKycDocument } from "@casino/contract";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { useDecideDocument } from "../api/decide-document";
import { documentFileUrl, usePendingDocuments } from "../api/get-documents";
import { DecisionQueue } from "./decision-queue";
import { playerName } from "./player-name";
import { Cell } from "./queue";

type PendingDocument = z.infer<typeof AdminKycDocument>;

const COLUMNS = "md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.9fr)_12rem]";
/** RejectDocumentRequest's bounds: the player reads the reason on their documents page. */
const REASON = { min: 1, max: 500 };

/** KYC documents waiting for review: open the file, then approve it or reject it with a reason. */
export function DocumentQueue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = (item: PendingDocument) => ({
    type: t(`compliance.documents.types.${item.type}`),
    player: playerName(item),
  });

  return (
    <DecisionQueue
      query={usePendingDocuments()}
      decide={useDecideDocument()}
      texts="documents"
      describe={describe}
      reasonBounds={REASON}
      columns={COLUMNS}
      rowTestId="document-row"
      headings={[
        t("operator.columns.document"),
        t("operator.columns.player"),
        t("operator.columns.uploaded"),
        t("operator.columns.file"),
      ]}
      cells={(item) => (
        <>
          <Cell label={t("operator.columns.document")} className="col-span-2 md:col-span-1">
            <span className="font-bold">{describe(item).type}</span>
          </Cell>
          <Cell label={t("operator.columns.player")}>
            <span className="font-semibold">{playerName(item)}</span>
          </Cell>
          <Cell label={t("operator.columns.uploaded")}>
            <span className="text-sm tabular-nums">{formatDateTime(item.uploadedAt, locale)}</span>
          </Cell>
          <Cell label={t("operator.columns.file")} className="col-span-2 md:col-span-1">
            {/* The player's file name is text, never markup; the server sends the file as an attachment. */}
            <a
              href={documentFileUrl(item.id)}
              download
              className="inline-flex max-w-full items-center gap-1 text-sm font-semibold text-primary-strong hover:underline"
            >
              <span className="truncate">{item.fileName ?? t("operator.documents.openFile")}</span>
              <Download className="size-3.5 shrink-0" aria-hidden />
              <span className="sr-only"> {t("operator.documents.fileOf", describe(item))}</span>
            </a>
          </Cell>
        </>
      )}
    />
  );
}
