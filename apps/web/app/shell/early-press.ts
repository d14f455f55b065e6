/**
 * A press made before the page's code had arrived (decision 0236): the inline boot script remembers the last press on
 * a button, or the last form submission, and keeps the browser from acting on it (boot-after-paint.ts). The client
 * entry takes it just before React starts hydrating (from then on React replays presses itself) and the root replays
 * it once the page has hydrated, on the same element, which hydration keeps.
 */
type EarlyPress = { button: HTMLButtonElement } | { form: HTMLFormElement; submitter: HTMLElement | null };

declare global {
  interface Window {
    /** Set by the boot script: stops remembering and answers the last press. */
    __earlyPress?: () => EarlyPress | null;
  }
}

let taken: EarlyPress | null = null;

/** Stops remembering presses (React handles them from now on) and keeps the last one for `replayEarlyPress`. */
export function takeEarlyPress(): void {
  taken = window.__earlyPress?.() ?? null;
  window.__earlyPress = undefined;
}

/** Replays the press taken before hydration, if its element is still on the page and can be used. */
export function replayEarlyPress(): void {
  const press = taken;
  taken = null;
  if (!press) return;
  if ("button" in press) {
    if (press.button.isConnected && !press.button.disabled) press.button.click();
    return;
  }
  const { form, submitter } = press;
  if (!form.isConnected) return;
  const by =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  form.requestSubmit(by?.form === form ? by : null);
}
