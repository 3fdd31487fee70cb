/**
 * Registers the service worker of the production build (it caches the app for offline use);
 * the dev server runs without one so that edits always show.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch((error: unknown) => {
    console.warn('[bleukit] [playground] No offline support:', error);
  });
}
