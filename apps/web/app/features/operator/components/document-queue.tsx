import type { AdminKycDocument } from "@casino/contract";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useDecideDocument } from "../api/decide-document";
import { documentFileUrl, usePendingDocuments } from "../api/get-documents";
import { operatorErrorText } from "../operator-errors";
import { playerName } from "./player-name";
import { Cell, Queue, QueueRow, RowActions } from "./queue";
import { ReasonDialog } from "./reason-dialog";

type PendingDocument = z.infer<typeof AdminKycDocument>;

const COLUMNS = "md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.9fr)_12rem]";
/** RejectDocumentRequest's bounds: the player reads the reason on their documents page. */
const REASON = { min: 1, max: 500 };

/** KYC documents waiting for review: open the file, then approve it or reject it with a reason. */
export function DocumentQueue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const documents = usePendingDocuments();
  const decide = useDecideDocument();
  const [target, setTarget] = useState<{ item: PendingDocument; approve: boolean } | null>(null);
  const describe = (item: PendingDocument) => ({
    type: t(`compliance.documents.types.${item.type}`),
    player: playerName(item),
  });
  const open = (item: PendingDocument, approve: boolean) => {
    decide.reset();
    setTarget({ item, approve });
  };
  const close = () => setTarget(null);
  const onDone = (key: "approved" | "rejected") => () => {
    if (target) toast.success(t(`operator.documents.${key}`, describe(target.item)));
    close();
  };
  const error = decide.isError ? operatorErrorText(t, decide.error) : null;

  return (
    <>
      <Queue
        query={documents}
        label={t("operator.documents.title")}
        empty={t("operator.documents.empty")}
        columns={COLUMNS}
        headings={[
          t("operator.columns.document"),
          t("operator.columns.player"),
          t("operator.columns.uploaded"),
          t("operator.columns.file"),
        ]}
      >
        {(item) => (
          <QueueRow key={item.id} testId="document-row" columns={COLUMNS}>
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
            <RowActions>
              <Button
                size="sm"
                onClick={() => open(item, true)}
                aria-label={t("operator.documents.approveLabel", describe(item))}
              >
                {t("operator.approve")}
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => open(item, false)}
                aria-label={t("operator.documents.rejectLabel", describe(item))}
              >
                {t("operator.reject")}
              </Button>
            </RowActions>
          </QueueRow>
        )}
      </Queue>
      <ConfirmDialog
        open={target?.approve === true}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t("operator.documents.approveTitle")}
        description={target ? t("operator.documents.approveBody", describe(target.item)) : undefined}
        confirmLabel={t("operator.approve")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        pending={decide.isPending}
        error={error}
        onConfirm={() =>
          target && decide.mutate({ id: target.item.id, approve: true }, { onSuccess: onDone("approved") })
        }
      />
      <ReasonDialog
        open={target?.approve === false}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t("operator.documents.rejectTitle")}
        description={target ? t("operator.documents.rejectBody", describe(target.item)) : undefined}
        label={t("operator.documents.reason")}
        hint={t("operator.documents.reasonHint")}
        confirmLabel={t("operator.reject")}
        bounds={REASON}
        pending={decide.isPending}
        error={error}
        onConfirm={(reason) =>
          target &&
          decide.mutate({ id: target.item.id, approve: false, reason }, { onSuccess: onDone("rejected") })
        }
      />
    </>
  );
}
