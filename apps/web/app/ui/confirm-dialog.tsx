import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "./button";
import { Dialog } from "./dialog";
import { Notice } from "./notice";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  /** Extra content between the description and the buttons (e.g. a summary of what is confirmed). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm(): void;
  pending?: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  tone?: Extract<ButtonVariant, "primary" | "danger">;
}

/**
 * "Are you sure?" before an action that moves money. Focus starts on the safe choice (cancel), so Enter does not
 * confirm by accident; the dialog stays open while the request runs and shows its error in place.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  pending = false,
  error,
  tone = "primary",
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={description}
      closeLabel={closeLabel}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.target as HTMLElement | null)?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
      }}
    >
      {children}
      {error ? (
        <Notice tone="error" className="mb-4">
          {error}
        </Notice>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          size="lg"
          data-autofocus
          onClick={() => onOpenChange(false)}
          disabled={pending}
        >
          {cancelLabel}
        </Button>
        <Button variant={tone} size="lg" onClick={onConfirm} pending={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
