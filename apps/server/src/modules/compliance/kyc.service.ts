import {
  can,
  KYC_REQUIRED_TYPES,
  type KycDocument,
  type KycDocumentType,
  type KycStatusRequest,
  type KycStatusResponse,
  type UrlLocale,
} from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { badRequest, notFound } from "../../platform/errors";
import type { AuditActor, AuditService } from "../audit";
import { activeDocument, alreadyReviewed, tooManyPending, unsupportedDocument } from "./compliance.errors";
import { complianceStore, type DocumentRow } from "./compliance.store";
import type { DocumentStore } from "./document-store";
import { EXTENSIONS, sniffDocumentType } from "./file-type";
import { cleanFileName, downloadName } from "./uploads/document-name";
import { activePdfFeatures } from "./uploads/pdf-scan";

/** A player may have this many documents waiting for review at once (keeps the store from being filled). */
export const MAX_PENDING_DOCUMENTS = 10;

export interface KycDeps {
  db: Db;
  clock: Clock;
  store: DocumentStore;
  rolesOf(userId: string): Promise<string[]>;
  /** The audit trail: a staff decision on a document is recorded in its own transaction. */
  audit?: Pick<AuditService, "record"> | undefined;
  maxBytes: number;
  merchantId: string;
  /** For kycStatus AllParameters, in major units. */
  parameters: { withdrawalLifetimeLimit: number; reviewHoldAbove: number };
}

const LABELS: Record<KycDocumentType, Record<UrlLocale, string>> = {
  identity: { en: "Proof of identity", de: "Identitätsnachweis", "en-ca": "Proof of identity" },
  proof_of_address: { en: "Proof of address", de: "Adressnachweis", "en-ca": "Proof of address" },
  payment_method: {
    en: "Proof of payment method",
    de: "Nachweis der Zahlungsmethode",
    "en-ca": "Proof of payment method",
  },
};

export function toDocument(row: DocumentRow): KycDocument {
  return {
    id: row.id,
    type: row.type as KycDocumentType,
    status: row.status as KycDocument["status"],
    reason: row.reason,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Required types with neither a pending nor an approved document: the "documents needed" dot
 * (docs/product/compliance.md#documents).
 */
export function missingTypes(rows: DocumentRow[]): KycDocumentType[] {
  return KYC_REQUIRED_TYPES.filter(
    (type) =>
      !rows.some((row) => row.type === type && (row.status === "pending" || row.status === "approved")),
  );
}

/** KYC documents: uploads checked by content, status per document, and reads only by the owner or an operator. */
export function createKycService(deps: KycDeps) {
  const { db, clock, store } = deps;
  // Staff who review documents may read anyone's (compliance.review: the compliance and admin roles).
  const isOperator = async (userId: string) => can(await deps.rolesOf(userId), "compliance.review");

  return {
    async upload(
      userId: string,
      input: { type: KycDocumentType; fileName?: string | undefined; bytes: Buffer },
    ) {
      const contentType = sniffDocumentType(input.bytes);
      if (!contentType) throw unsupportedDocument();
      // Operators open these files: one that runs script or carries other files is refused outright.
      if (contentType === "application/pdf") {
        const features = activePdfFeatures(input.bytes);
        if (features.length > 0) throw activeDocument(features);
      }
      if ((await complianceStore.pendingCount(db, userId)) >= MAX_PENDING_DOCUMENTS)
        throw tooManyPending(MAX_PENDING_DOCUMENTS);
      const storageKey = await store.put(input.bytes, EXTENSIONS[contentType]);
      try {
        const row = await complianceStore.insertDocument(db, {
          userId,
          type: input.type,
          fileName: cleanFileName(input.fileName),
          contentType,
          size: input.bytes.length,
          storageKey,
          uploadedAt: clock.now(),
        });
        return toDocument(row);
      } catch (error) {
        await store.remove(storageKey);
        throw error;
      }
    },

    async list(userId: string) {
      const rows = await complianceStore.documentsOf(db, userId);
      const missing = missingTypes(rows);
      return {
        documents: rows.map(toDocument),
        documentsNeeded: missing.length > 0,
        missing,
        maxBytes: deps.maxBytes,
      };
    },

    /**
     * The file, for its owner or an operator; anyone else gets the same 404 as for a document that does not exist.
     * `downloadName` ends in the extension of what the file really is.
     */
    async file(callerId: string, documentId: string) {
      const row = await complianceStore.document(db, documentId);
      if (!row || (row.userId !== callerId && !(await isOperator(callerId))))
        throw notFound("No such document");
      const extension = EXTENSIONS[row.contentType as keyof typeof EXTENSIONS] ?? "bin";
      return {
        contentType: row.contentType,
        bytes: await store.get(row.storageKey),
        downloadName: downloadName(row.fileName, extension),
      };
    },

    /** An operator's decision on a pending document; the first decision stands. */
    async review(
      actor: AuditActor,
      documentId: string,
      decision: { approve: true } | { approve: false; reason: string },
    ) {
      const status = decision.approve ? "approved" : "rejected";
      const row = await inTransaction(db, async (tx) => {
        const row = await complianceStore.review(tx, documentId, {
          status,
          reason: decision.approve ? null : decision.reason,
          reviewedBy: actor.userId,
          reviewedAt: clock.now(),
        });
        if (row) {
          await deps.audit?.record(tx, {
            actor,
            action: decision.approve ? "document.approve" : "document.reject",
            target: { type: "document", id: documentId },
            before: { status: "pending" },
            after: { status, userId: row.userId, type: row.type, reason: row.reason },
          });
        }
        return row;
      });
      if (row) return toDocument(row);
      if (!(await complianceStore.document(db, documentId))) throw notFound("No such document");
      throw alreadyReviewed();
    },

    async byStatus(status: string) {
      return (await complianceStore.documentsByStatus(db, status)).map((row) => ({
        ...toDocument(row),
        userId: row.userId,
      }));
    },

    /** Kyc-status (docs/product/compliance.md#kyc-status): the caller's own status (an operator's for anyone). */
    async kycStatus(
      callerId: string,
      request: KycStatusRequest,
      locale: UrlLocale,
    ): Promise<KycStatusResponse> {
      if (request.MerchantId && request.MerchantId !== deps.merchantId) throw badRequest("Unknown merchant");
      if (request.CustomerId !== callerId && !(await isOperator(callerId)))
        throw notFound("No such customer");
      const rows = await complianceStore.documentsOf(db, request.CustomerId);
      const labelLocale = languageOf(request.Language) ?? locale;
      const shown = request.All ? rows : newestPerType(rows);
      const missing = missingTypes(rows);
      return {
        customerId: request.CustomerId,
        merchantId: deps.merchantId,
        status: identityStatus(rows),
        documentsNeeded: missing.length > 0,
        documents: shown.map((row) => ({
          ...toDocument(row),
          label: LABELS[row.type as KycDocumentType][labelLocale],
        })),
        ...(request.AllParameters
          ? { parameters: { ...deps.parameters, requiredTypes: [...KYC_REQUIRED_TYPES] } }
          : {}),
      };
    },

    /** Whether the player has an approved identity document (withdrawals above the lifetime amount need one). */
    identityVerified: (userId: string, tx: Db = db) => complianceStore.hasApproved(tx, userId, ["identity"]),
  };
}

export type KycService = ReturnType<typeof createKycService>;

function identityStatus(rows: DocumentRow[]): KycStatusResponse["status"] {
  const identity = rows.filter((row) => row.type === "identity");
  if (identity.some((row) => row.status === "approved")) return "verified";
  if (identity.some((row) => row.status === "pending")) return "pending";
  return identity.length > 0 ? "rejected" : "unverified";
}

/** Rows come newest first; keeps the first of each type. */
function newestPerType(rows: DocumentRow[]): DocumentRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.type) && seen.add(row.type));
}

function languageOf(language: string | undefined): UrlLocale | null {
  const value = language?.toLowerCase().replace("_", "-");
  if (value === "de" || value?.startsWith("de-")) return "de";
  if (value === "en-ca") return "en-ca";
  if (value === "en" || value?.startsWith("en-")) return "en";
  return null;
}
