import { useEffect, useRef } from "react";
import { usePlayer } from "../../features/auth/api/get-session";

/**
 * Registers the service worker (/sw.js, served by the server with the build's version) in production builds only:
 * in development it would cache what Vite serves fresh. When the player changes (login, logout), the worker drops
 * its offline copies of pages, which were rendered for the previous visitor.
 */
export function ServiceWorker() {
  const playerId = usePlayer()?.userId ?? null;
  const previous = useRef(playerId);

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch((error) => {
      console.warn("The service worker could not be registered", error);
    });
  }, []);

  useEffect(() => {
    if (previous.current === playerId) return;
    previous.current = playerId;
    if (!("serviceWorker" in navigator)) return;
    void navigator.serviceWorker.getRegistration().then((registration) => {
      registration?.active?.postMessage({ type: "clear-pages" });
    });
  }, [playerId]);

  return null;
}
