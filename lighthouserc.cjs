/**
 * Lighthouse CI for `npm run bench` (scripts/bench/lighthouse.ts; docs/developing.md gives the budgets and why): the routes
 * in English and Spanish, mobile, in Debian's Chromium, on nginx (BENCH_HOST=cloudflare: Cloudflare Pages' runtime;
 * PUBLIC_DIR: another build), no request leaving 127.0.0.1. BENCH_THROTTLING=devtools (applied: Chromium really slows its
 * CPU four times) asserts blocking time on every run; =simulate, the other budgets, on which Lighthouse's scores are defined.
 */
const { require: tsRequire } = require("tsx/cjs/api");
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = tsRequire("./scripts/lib/chromium.ts", __filename);

const PORT = process.env.BENCH_PORT ?? "8400";
const HOST = process.env.BENCH_HOST ?? "nginx";
const THROTTLING = process.env.BENCH_THROTTLING ?? "devtools";
const SERVERS = {
  nginx: { command: `PORT=${PORT} NGINX_DIR=.nginx/bench bash scripts/nginx/serve.sh`, ready: "serve:nginx: http" },
  cloudflare: { command: `PORT=${PORT} bash scripts/cloudflare/serve.sh`, ready: "Ready on http" },
};
if (!SERVERS[HOST]) throw new Error(`BENCH_HOST=${HOST}: use nginx or cloudflare`);
if (!["devtools", "simulate"].includes(THROTTLING)) throw new Error(`BENCH_THROTTLING=${THROTTLING}: use devtools or simulate`);
const ROUTES = (process.env.BENCH_ROUTES ?? "/ /services/veneers /services/implanttreatment /about/meetthedoctors /privacypolicy")
  .split(/\s+/)
  .filter(Boolean)
  .flatMap((route) => (process.env.BENCH_ROUTES ? [route] : [route, route === "/" ? "/es" : `/es${route}`]));

// Every http(s) URL whose host is not 127.x (Chrome's `*` wildcard patterns).
const BLOCKED = ["https://*", "ws://*", "wss://*"];
for (const c of "abcdefghijklmnopqrstuvwxyz023456789[") BLOCKED.push(`http://${c}*`);
for (const c of "013456789.:") BLOCKED.push(`http://1${c}*`);
for (const c of "012345689.:") BLOCKED.push(`http://12${c}*`);

const median = (options) => ["error", { aggregationMethod: "median", ...options }];
const ASSERTIONS = {
  devtools: { "total-blocking-time": ["error", { aggregationMethod: "pessimistic", maxNumericValue: 50 }] },
  simulate: {
    "categories:performance": median({ minScore: 0.98 }),
    "categories:accessibility": median({ minScore: 1 }),
    "categories:best-practices": median({ minScore: 1 }),
    "categories:seo": median({ minScore: 1 }),
    "largest-contentful-paint": median({ maxNumericValue: 1500 }),
    "cumulative-layout-shift": median({ maxNumericValue: 0.02 }),
    "resource-summary:script:size": median({ maxNumericValue: 30 * 1024 }),
  },
};

module.exports = {
  ci: {
    collect: {
      url: ROUTES.map((route) => `http://127.0.0.1:${PORT}${route}`),
      numberOfRuns: Number(process.env.BENCH_RUNS ?? 3),
      startServerCommand: SERVERS[HOST].command,
      startServerReadyPattern: SERVERS[HOST].ready,
      chromePath: CHROMIUM_PATH,
      settings: {
        chromeFlags: [...CHROMIUM_FLAGS, '--host-resolver-rules="MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"'].join(" "),
        blockedUrlPatterns: BLOCKED,
        throttlingMethod: THROTTLING,
        // Blocking time is a performance figure: the applied runs and the comparison leave the other categories out.
        ...(THROTTLING === "devtools" || process.env.BENCH_ONLY_PERFORMANCE ? { onlyCategories: ["performance"] } : {}),
      },
    },
    assert: { assertMatrix: [{ matchingUrlPattern: ".*", assertions: ASSERTIONS[THROTTLING] }] },
  },
};
