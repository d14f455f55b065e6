import { KYC_DOCUMENT_TYPES, type KycDocumentType } from "@casino/contract";
import { clsx } from "clsx";
import { FileUp } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { ChoiceCards } from "../../../ui/choice-cards";
import { Notice } from "../../../ui/notice";
import { useUploadDocument } from "../api/upload-document";
import { fileProblem, formatBytes } from "../document-file";

/** Upload a document: choose what it proves, then drop a file on the zone or pick one. */
export function DocumentUpload({
  maxBytes,
  initialType,
}: {
  maxBytes: number;
  initialType: KycDocumentType;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<KycDocumentType>(initialType);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadDocument();
  const problem = file ? fileProblem(file, maxBytes) : null;

  const pick = (picked: File | undefined) => {
    upload.reset();
    setFile(picked ?? null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };
  const submit = () => {
    if (!file || problem) return;
    upload.mutate(
      { file, type },
      {
        onSuccess: () => {
          toast.success(t("compliance.documents.uploaded"));
          setFile(null);
          if (input.current) input.current.value = "";
        },
      },
    );
  };
  const serverError =
    upload.error instanceof ApiError
      ? t(`compliance.documents.errors.${upload.error.code}`, {
          defaultValue: t("compliance.documents.errors.generic"),
          size: formatBytes(maxBytes),
        })
      : upload.error
        ? t("compliance.documents.errors.generic")
        : null;

  return (
    <section
      aria-labelledby="upload-title"
      className="space-y-5 rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id="upload-title" className="text-lg font-bold">
        {t("compliance.documents.uploadTitle")}
      </h2>
      <ChoiceCards<KycDocumentType>
        legend={t("compliance.documents.typeLegend")}
        value={type}
        onChange={setType}
        testId="document-type"
        choices={KYC_DOCUMENT_TYPES.map((value) => ({
          value,
          label: t(`compliance.documents.types.${value}`),
          detail: t(`compliance.documents.typeHints.${value}`),
        }))}
      />
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="document-drop"
        className={clsx(
          "flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus",
          dragging ? "border-primary bg-primary/10" : "border-border bg-surface-2/40 hover:bg-surface-2",
        )}
      >
        <FileUp className="size-8 text-primary-strong" aria-hidden />
        <span className="font-bold">{file ? file.name : t("compliance.documents.dropHere")}</span>
        <span className="text-xs text-muted">
          {file
            ? formatBytes(file.size)
            : t("compliance.documents.accepted", { size: formatBytes(maxBytes) })}
        </span>
        <input
          id={inputId}
          ref={input}
          type="file"
          className="sr-only"
          accept="application/pdf,image/png,image/jpeg,image/webp"
          onChange={(event) => pick(event.target.files?.[0])}
        />
      </label>
      {problem ? (
        <Notice tone="error">
          {t(`compliance.documents.errors.${problem}`, { size: formatBytes(maxBytes) })}
        </Notice>
      ) : null}
      {serverError ? <Notice tone="error">{serverError}</Notice> : null}
      <Button block onClick={submit} disabled={!file || problem !== null} pending={upload.isPending}>
        {t("compliance.documents.upload")}
      </Button>
    </section>
  );
}
