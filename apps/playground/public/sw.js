// The playground's service worker: caches the build (listed in precache.json) on install and
// anything else fetched from this origin (the ja-mecab dictionary) on first use, then answers
// from the cache, so the app works offline after one visit. A new build gets a new cache.
const PREFIX = 'bleukit-playground-';
const RUNTIME = PREFIX + 'runtime';

async function manifest() {
  const response = await fetch('precache.json', { cache: 'no-cache' });
  return response.json();
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const { version, files } = await manifest();
      const cache = await caches.open(PREFIX + version);
      await cache.addAll(files);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = PREFIX + (await manifest()).version;
      const stale = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== current && name !== RUNTIME);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })().catch(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cached = await caches.match(request, { ignoreSearch: true });
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok && response.type === 'basic') {
        await (await caches.open(RUNTIME)).put(request, response.clone());
      }
      return response;
    })(),
  );
});
