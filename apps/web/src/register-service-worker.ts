/**
 * Registers public/sw.js (offline page, cached app shell) once the page has loaded and the browser is idle, so
 * the worker's own downloads never compete with what the visitor is waiting for. Production builds only: under the dev server
 * a worker would serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Not supported here (a private window, an insecure origin): the site works the same without it.
    });
  };
  // After load, and then when the main thread is idle: a drawn page is still hydrating right after load.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
