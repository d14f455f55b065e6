/**
 * The script that starts the page's code once the page has painted (docs/decisions/0236-code-after-the-first-paint.md):
 * it announces the module preloads the server took out of the HTML (`boot-after-paint.server.ts`) and runs React
 * Router's module script, kept inert until then, as a module script with the page's nonce. It starts when the browser
 * reports the page's first contentful paint (a `paint` performance entry, delivered once the frame is on screen); a
 * browser without those entries starts two frames on (a frame callback runs before its frame is painted, and none
 * runs while the stylesheet still blocks rendering). A page opened in a background tab paints nothing, so it starts at
 * once, and a page that has painted nothing after three seconds (a window the browser does not draw) starts then.
 *
 * Until the app takes over (`takeEarlyPress` in shell/early-press.ts), a press on a button or a form's submission does
 * nothing but is remembered: the last one is replayed once the page has hydrated, so a visitor's first press (the
 * cookie banner's answer, say) is never lost, and a form is never sent by the browser itself (a GET with its fields in
 * the address).
 */
export const BOOT_AFTER_PAINT = `(() => {
  let early = null;
  const remember = (event) => {
    if (event.type === "submit") early = { form: event.target, submitter: event.submitter ?? null };
    else {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button) return;
      early = { button };
    }
    event.preventDefault();
  };
  document.addEventListener("click", remember, true);
  document.addEventListener("submit", remember, true);
  window.__earlyPress = () => {
    document.removeEventListener("click", remember, true);
    document.removeEventListener("submit", remember, true);
    return early;
  };
  const start = () => {
    const inert = document.querySelector('script[type="text/x-after-paint"]');
    if (!inert) return; // started already
    inert.type = "text/x-started";
    for (const href of (inert.dataset.preloads ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    document.head.append(script);
  };
  const reports = typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (document.visibilityState !== "visible") start();
  else {
    if (reports)
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
        observer.disconnect();
        start();
      }).observe({ type: "paint", buffered: true });
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
    setTimeout(start, 3000);
  }
})();`;
