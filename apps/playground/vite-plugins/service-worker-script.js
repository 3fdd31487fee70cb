// The playground's service worker. The build prepends `const VERSION = '…'` (a hash of every
// built file), `const FILES = […]` (the files to cache) and `const RUNTIME_VERSION = '…'` (a hash
// of the names of the files cached on first use, which carry hashes of their content), so each
// build is a new worker script and browsers install it in place of the old one.
//
// On install it caches the build; anything else fetched from this origin (the ja-mecab
// dictionary, METEOR's WordNet tables) is cached on first use, in a cache named by
// RUNTIME_VERSION. Requests are answered from the cache first, so the app works offline after one
// visit. Activating a new build deletes every cache of this app but its own two: the old build's,
// and the old data files' once one of them is replaced (≈ 10 MB); a build with the same data
// files keeps them.
/* global VERSION, FILES, RUNTIME_VERSION */
const PREFIX = 'bleukit-playground-';
const BUILD = PREFIX + VERSION;
const RUNTIME = PREFIX + 'runtime-' + RUNTIME_VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(BUILD);
      await cache.addAll(FILES);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== BUILD && name !== RUNTIME);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cached = (await caches.open(BUILD).then((cache) => cache.match(request, { ignoreSearch: true }))) ??
        (await caches.open(RUNTIME).then((cache) => cache.match(request)));
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok && response.type === 'basic') {
        await (await caches.open(RUNTIME)).put(request, response.clone());
      }
      return response;
    })(),
  );
});
