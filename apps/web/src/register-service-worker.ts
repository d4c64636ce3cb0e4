/**
 * Registers public/sw.js (offline page, cached app shell) once the page has loaded, so the worker's own
 * downloads never compete with what the visitor is waiting for. Production builds only: under the dev server
 * a worker would serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Not supported here (a private window, an insecure origin): the site works the same without it.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
