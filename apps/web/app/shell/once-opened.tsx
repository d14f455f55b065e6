import { type ReactNode, Suspense, useState } from "react";

/**
 * Mounts a lazily loaded modal the first time it is opened, and keeps it mounted afterwards (its draft and its
 * closing animation survive): a visitor who never opens it never downloads it (issue 21).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
