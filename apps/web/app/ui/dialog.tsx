import * as RadixDialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { X } from "lucide-react";
import type { ReactNode } from "react";

export interface DialogProps {
  open: boolean;
  /** Called with false when the player dismisses the dialog (Escape, the close button, a click outside). */
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** Something above the title, e.g. a step indicator. */
  header?: ReactNode;
  size?: "md" | "lg";
  /** Where focus goes when the dialog opens; by default the first focusable element. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Keep the dialog open on outside clicks (e.g. a flow that must be answered). */
  modalLock?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: a bottom sheet on phones, a centred card from 640 px. Radix traps focus inside, restores it on
 * close and labels the dialog by its title and description.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  header,
  size = "md",
  onOpenAutoFocus,
  modalLock = false,
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-[80] bg-black/70 backdrop-blur-sm" />
        <RadixDialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onPointerDownOutside={modalLock ? (event) => event.preventDefault() : undefined}
          // Without a description Radix wants aria-describedby explicitly unset; with one it links it itself.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={clsx(
            "dialog-content fixed inset-x-0 bottom-0 z-[81] flex max-h-[94dvh] flex-col overflow-hidden",
            "rounded-t-3xl border border-border/80 bg-surface text-text shadow-card",
            "sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl",
            size === "lg" ? "sm:max-w-xl" : "sm:max-w-md",
          )}
        >
          <div className="overflow-y-auto overscroll-contain px-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-5 sm:px-7 sm:pb-7 sm:pt-6">
            {header}
            <div className="mb-5 flex items-start justify-between gap-4">
              <div className="min-w-0 space-y-1.5">
                <RadixDialog.Title className="text-xl font-extrabold tracking-tight sm:text-2xl">
                  {title}
                </RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className="text-sm text-muted">
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              <RadixDialog.Close
                className="-mr-2 -mt-1 grid size-10 shrink-0 place-items-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text"
                aria-label={closeLabel}
              >
                <X className="size-5" aria-hidden />
              </RadixDialog.Close>
            </div>
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
