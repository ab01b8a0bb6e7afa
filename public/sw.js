// RxCard's service worker: the card page opens again with no signal (its HTML and files are kept on the device; the
// card itself is in localStorage), and every other page says plainly that it needs a connection. Prices, API answers
// and server data (/api/*, React Server Component requests, everything not listed below) are never answered from a
// cache: this worker does not touch them, so they come from the network or fail.
//
// Kept: the HTML of /card and of /offline, once per language and card type (the site chooses both from cookies, so one
// address has four pages), and the content-hashed, immutable files under /_next/static/ (scripts, styles, the font).

const SHELLS = "rxcard-shells-v1";
// The header that asks the server for one language and card type whatever the cookies say (lib/site/read-preferences.ts).
const VARIANT_HEADER = "x-rx-variant";
const FILES = "rxcard-files-v1";
const MAX_FILES = 150; // older files (earlier builds) are dropped first
const CARD_PATIENCE_MS = 4000; // at the counter a weak signal is as bad as none
const LOCALES = ["en-US", "es-US"];
const AUDIENCES = ["people", "pets"];
const OFFLINE_FALLBACK = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport"
content="width=device-width,initial-scale=1"><title>Offline · RxCard</title><body style="font:1.125rem/1.5 system-ui,
sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a"><h1>You are offline</h1><p>This page needs an
internet connection. Your card still opens: <a href="/card">My card</a>.</p><h2 lang="es">Sin conexión</h2><p lang="es">
Esta página necesita conexión a internet. Su tarjeta se abre igual: <a href="/card">Mi tarjeta</a>.</p></body></html>`;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== SHELLS && name !== FILES) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(navigate(event, url));
  else if (url.pathname.startsWith("/_next/static/")) event.respondWith(cacheFirst(request));
});

// A page opened while online sends { type: "keep", shell, files } (shell: "/card" on the card page): the worker keeps
// that page's HTML and the files it loaded, and the offline page in the patient's language, then answers "kept".
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep") return;
  const reply = (message) => event.ports[0]?.postMessage(message);
  event.waitUntil(
    keep(data).then(
      () => reply("kept"),
      () => reply("failed"),
    ),
  );
});

// Network first. The bare card page is also kept from the answer; with a weak signal (no answer within
// CARD_PATIENCE_MS) or none, the card page comes from the device and any other page is the offline page.
async function navigate(event, url) {
  const card = url.pathname === "/card";
  let keeping;
  const network = fetch(event.request).then((response) => {
    // Only the bare card page: /card?drug=... carries a price, which is never kept.
    if (card && !url.search && response.ok) keeping = keepShell("/card", response.clone());
    return response;
  });
  event.waitUntil(network.then(() => keeping).catch(() => undefined));
  if (!card) return network.catch(offlinePage);
  const patience = new Promise((resolve) => setTimeout(resolve, CARD_PATIENCE_MS, "slow"));
  const first = await Promise.race([network.catch(() => "failed"), patience]);
  if (first instanceof Response) return first;
  const kept = await findShell("/card", await currentVariant());
  if (kept) return kept;
  return network.catch(offlinePage);
}

async function offlinePage() {
  return (
    (await findShell("/offline", await currentVariant())) ??
    new Response(OFFLINE_FALLBACK, { status: 503, headers: { "content-type": "text/html; charset=utf-8" } })
  );
}

async function cacheFirst(request) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await putFile(cache, request, response.clone());
  return response;
}

async function keep({ shell, files }) {
  const cache = await caches.open(FILES);
  for (const file of Array.isArray(files) ? files : []) await keepFile(cache, file);
  if (shell === "/card") {
    const response = await fetch("/card", { cache: "no-store" });
    if (response.ok) await keepShell("/card", response);
    // The other languages and card types too, so the header's switches work offline (a kept pets card, in Spanish).
    for (const locale of LOCALES) {
      for (const audience of AUDIENCES) {
        const variant = `${locale}.${audience}`;
        if (await findShell("/card", variant, true)) continue;
        const other = await fetch("/card", { cache: "no-store", headers: { [VARIANT_HEADER]: variant } });
        if (other.ok) await keepShell("/card", other, { latest: false });
      }
    }
  }
  if (!(await findShell("/offline", await currentVariant(), true))) {
    const response = await fetch("/offline", { cache: "no-store" });
    if (response.ok) await keepShell("/offline", response);
  }
}

async function keepFile(cache, address) {
  const url = new URL(address, self.location.origin);
  if (url.origin !== self.location.origin || !url.pathname.startsWith("/_next/static/")) return;
  const kept = await cache.match(url.href);
  if (kept) return putFile(cache, url.href, kept); // moves it to the end: recently used files are dropped last
  const response = await fetch(url.href).catch(() => null);
  if (response?.ok) await putFile(cache, url.href, response);
}

async function putFile(cache, request, response) {
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_FILES))) await cache.delete(old);
}

// Stores a page's HTML under its language and card type (read from <html lang> and <body data-audience>), and the
// files its HTML names, so that the page renders with its styles with no network.
async function keepShell(path, response, { latest = true } = {}) {
  const html = await response.text();
  const locale = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
  const audience = /<body[^>]*\bdata-audience="([^"]+)"/.exec(html)?.[1];
  if (!LOCALES.includes(locale) || !AUDIENCES.includes(audience)) return;
  const copy = () => new Response(html, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
  const shells = await caches.open(SHELLS);
  await shells.put(shellKey(path, `${locale}.${audience}`), copy());
  if (latest) await shells.put(shellKey(path, "latest"), copy());
  const files = await caches.open(FILES);
  for (const [, file] of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) await keepFile(files, file);
}

async function findShell(path, variant, exact = false) {
  const shells = await caches.open(SHELLS);
  return (await shells.match(shellKey(path, variant))) ?? (exact ? undefined : shells.match(shellKey(path, "latest")));
}

const shellKey = (path, variant) => `${path}?shell=${variant}`;

// The patient's language and card type as the server reads them (lib/site/preferences.ts: the same cookie names and
// values, which a plain script in public/ cannot import): the cookies, else the browser's languages.
// Browsers without the Cookie Store API in workers get the last page kept.
async function currentVariant() {
  if (!self.cookieStore) return "latest";
  const [locale, audience] = await Promise.all([
    self.cookieStore.get("NEXT_LOCALE").catch(() => null),
    self.cookieStore.get("rx-audience").catch(() => null),
  ]);
  const chosen = LOCALES.includes(locale?.value) ? locale.value : browserLocale();
  return `${chosen}.${AUDIENCES.includes(audience?.value) ? audience.value : "people"}`;
}

function browserLocale() {
  const first = (self.navigator.languages ?? [])
    .map((l) => l.toLowerCase().split("-")[0])
    .find((l) => l === "en" || l === "es");
  return first === "es" ? "es-US" : "en-US";
}
