// The app shell's service worker, served at /app/service-worker.js with the scope /app/.
//
// The build writes its id and the shell's files into the two constants below, so every build
// gives a worker with different bytes: that difference is what the browser's update check
// (hourly, see src/serviceWorker.ts) detects. A new worker waits until the page asks it to take
// over (the "new version" prompt's Reload), so a page never runs with a mix of two builds.
//
// What it caches, and how:
// - the pages of the app (/app/...): network first, the cached index.html only when offline,
//   so a deploy is seen at once and a deep link still opens offline;
// - the hashed files under /app/assets/: cache first; their names change with their content;
// - anything else (the API, uploaded files, the storefront) is never touched: it goes to the
//   network as if there were no worker.
const BUILD = "__BUILD_ID__";
const SHELL = /* __SHELL__ */ ["/app/"];

const CACHE = `app-shell-${BUILD}`;
const INDEX = "/app/";
const ASSETS = "/app/assets/";

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("app-shell-") && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(ASSETS)) {
    event.respondWith(fromCacheFirst(request));
  } else if (request.mode === "navigate" && url.pathname.startsWith(INDEX)) {
    event.respondWith(fromNetworkFirst(request));
  }
});

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only a real file: a missing asset answers with index.html, which must not be kept as one.
  const type = response.headers.get("content-type") || "";
  if (response.ok && !type.startsWith("text/html")) await cache.put(request, response.clone());
  return response;
}

async function fromNetworkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(INDEX, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}
