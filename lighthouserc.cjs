/**
 * Lighthouse CI for `npm run bench` (scripts/bench/lighthouse.ts): the routes, in English and Spanish, mobile with
 * simulated throttling, in Debian's Chromium, against the build served by the nginx configuration (BENCH_HOST=cloudflare:
 * Cloudflare Pages' runtime; PUBLIC_DIR: another build), and the budgets LHCI asserts. No request leaves 127.0.0.1: no
 * other host name resolves (the map frame included), and the client blocks requests to other hosts.
 */
const { require: tsRequire } = require("tsx/cjs/api");
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = tsRequire("./scripts/lib/chromium.ts", __filename);

const PORT = process.env.BENCH_PORT ?? "8400";
const HOST = process.env.BENCH_HOST ?? "nginx";
const SERVERS = {
  nginx: { command: `PORT=${PORT} NGINX_DIR=.nginx/bench bash scripts/nginx/serve.sh`, ready: "serve:nginx: http" },
  cloudflare: { command: `PORT=${PORT} bash scripts/cloudflare/serve.sh`, ready: "Ready on http" },
};
if (!SERVERS[HOST]) throw new Error(`BENCH_HOST=${HOST}: use nginx or cloudflare`);
const ROUTES =
  process.env.BENCH_ROUTES ??
  "/ /services/veneers /services/implanttreatment /about/meetthedoctors /privacypolicy /es /es/services/veneers";

// Every http(s) URL whose host is not 127.x (Chrome's `*` wildcard patterns).
const BLOCKED = ["https://*", "ws://*", "wss://*"];
for (const c of "abcdefghijklmnopqrstuvwxyz023456789[") BLOCKED.push(`http://${c}*`);
for (const c of "013456789.:") BLOCKED.push(`http://1${c}*`);
for (const c of "012345689.:") BLOCKED.push(`http://12${c}*`);

const median = (options) => ["error", { aggregationMethod: "median", ...options }];

module.exports = {
  ci: {
    collect: {
      url: ROUTES.split(/\s+/)
        .filter(Boolean)
        .map((route) => `http://127.0.0.1:${PORT}${route}`),
      numberOfRuns: Number(process.env.BENCH_RUNS ?? 5),
      startServerCommand: SERVERS[HOST].command,
      startServerReadyPattern: SERVERS[HOST].ready,
      chromePath: CHROMIUM_PATH,
      settings: {
        chromeFlags: [...CHROMIUM_FLAGS, '--host-resolver-rules="MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"'].join(" "),
        blockedUrlPatterns: BLOCKED,
        // The alternating comparison times performance only, to fit more rounds.
        ...(process.env.BENCH_ONLY_PERFORMANCE ? { onlyCategories: ["performance"] } : {}),
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: ".*",
          assertions: {
            "categories:performance": median({ minScore: 0.98 }),
            "categories:accessibility": median({ minScore: 1 }),
            "categories:best-practices": median({ minScore: 1 }),
            "categories:seo": median({ minScore: 1 }),
            "largest-contentful-paint": median({ maxNumericValue: 1500 }),
            "total-blocking-time": median({ maxNumericValue: 50 }),
            "cumulative-layout-shift": median({ maxNumericValue: 0.02 }),
            "resource-summary:script:size": median({ maxNumericValue: 30 * 1024 }),
          },
        },
        {
          // Every run, not only the median: a busy phone must not wait behind the page's script either.
          matchingUrlPattern: ".*",
          assertions: { "total-blocking-time": ["error", { aggregationMethod: "pessimistic", maxNumericValue: 50 }] },
        },
      ],
    },
  },
};
