/**
 * Lighthouse CI (`npm run bench`): seven routes (five English, two Spanish), five runs each, mobile form factor with Lighthouse's
 * default simulated throttling, in Debian's Chromium, against the production build served by the
 * project's nginx configuration. No request leaves 127.0.0.1: no other host name resolves (the map
 * frame included), and the page's own requests to other hosts are blocked by the client, which
 * Lighthouse does not count as console errors. The figures LHCI cannot assert (bytes less media,
 * min/max, script bootup) are in reports/lighthouse.md, by scripts/bench/report.ts.
 */
const { require: tsRequire } = require("tsx/cjs/api");
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = tsRequire("./scripts/lib/chromium.ts", __filename);

const PORT = process.env.BENCH_PORT ?? "8400";
// BENCH_HOST=cloudflare measures the same build on Cloudflare Pages' runtime (wrangler pages dev) instead
// of nginx (`npm run bench:hosts` runs both, one after the other).
const HOST = process.env.BENCH_HOST ?? "nginx";
const SERVERS = {
  nginx: { command: `PORT=${PORT} NGINX_DIR=.nginx/bench bash scripts/nginx/serve.sh`, ready: "serve:nginx: http" },
  cloudflare: { command: `PORT=${PORT} bash scripts/cloudflare/serve.sh`, ready: "Ready on http" },
};
if (!SERVERS[HOST]) throw new Error(`BENCH_HOST=${HOST}: use nginx or cloudflare`);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// English and Spanish: the same budgets hold in both languages.
const ROUTES = [
  "/",
  "/services/veneers",
  "/services/implanttreatment",
  "/about/meetthedoctors",
  "/privacypolicy",
  "/es",
  "/es/services/veneers",
];

// Every http(s) URL whose host is not 127.x (Chrome's `*` wildcard patterns).
const BLOCKED = ["https://*", "ws://*", "wss://*"];
for (const c of "abcdefghijklmnopqrstuvwxyz023456789[") BLOCKED.push(`http://${c}*`);
for (const c of "013456789.:") BLOCKED.push(`http://1${c}*`);
for (const c of "012345689.:") BLOCKED.push(`http://12${c}*`);

const median = (options) => ["error", { aggregationMethod: "median", ...options }];

module.exports = {
  ci: {
    collect: {
      url: ROUTES.map((route) => ORIGIN + route),
      numberOfRuns: Number(process.env.BENCH_RUNS ?? 5),
      startServerCommand: SERVERS[HOST].command,
      startServerReadyPattern: SERVERS[HOST].ready,
      chromePath: CHROMIUM_PATH,
      settings: {
        chromeFlags: [...CHROMIUM_FLAGS, '--host-resolver-rules="MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"'].join(" "),
        blockedUrlPatterns: BLOCKED,
        // The alternating comparison (scripts/bench/compare.sh) times performance only, to fit more rounds.
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
