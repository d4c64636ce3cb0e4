// Marquee's service worker: the app installs and opens without a connection, showing an offline page.
// - Pages (navigations) always come from the server, which draws the first screen; only when the network is
//   gone does the offline page stand in.
// - Built assets (/assets/*: scripts, styles, the font; hashed, so never stale) are kept once fetched, so the
//   app shell starts without waiting on the network after a first visit.
// - API answers (/api/*) are never stored: they carry personal data and must be current.
const VERSION = 1;
const SHELL_CACHE = `marquee-shell-v${VERSION}`;
const ASSET_CACHE = 'marquee-assets';
const OFFLINE_PAGE = '/offline.html';
const SHELL = [OFFLINE_PAGE, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
// Old builds' files pile up otherwise; enough for a few builds' worth of chunks.
const MAX_ASSETS = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('marquee-shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      // No navigation preload: with it, Google and OpenID Connect sign-in ended signed out (e2e/auth.test.ts),
      // most likely because the preloaded callback navigation reached the server twice with its one-use code.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.disable();
      // No clients.claim(): the page that registered the worker finishes loading as it started, without every
      // request of its hydration passing through a worker that is just waking up. The next page is served by it.
    })(),
  );
});

async function navigate(event) {
  try {
    return await fetch(event.request);
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(SHELL_CACHE)).put(request, response.clone());
    return response;
  } catch {
    return (await caches.match(request)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Other hosts (TMDB's posters) and the API go straight to the network, untouched.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (SHELL.includes(url.pathname)) event.respondWith(networkFirst(request));
});
