/**
 * A notice the player only acknowledges (reality check, a session that ended) starts with focus on its OK
 * button (marked `data-autofocus`), not on the close icon: Enter or Space answers it.
 */
export function focusAcknowledge(event: Event): void {
  event.preventDefault();
  (event.target as HTMLElement | null)?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
}
