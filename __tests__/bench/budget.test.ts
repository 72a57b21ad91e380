/** @jest-environment node */
import {
  BUDGETS,
  aggregateFindings,
  blockedUrlPatterns,
  checkBudgets,
  checkIsolation,
  costlyAudits,
  extractRunMetrics,
  matchesUrlPattern,
  median,
  renderMarkdown,
  stats,
  summarize,
  type LhrNetworkRequest,
  type LhrSubset,
  type RunMetrics,
} from "../../scripts/bench/lighthouse";

const ORIGIN = "http://127.0.0.1:9123";

interface FakeOptions {
  scores?: Partial<Record<"performance" | "accessibility" | "best-practices" | "seo", number>>;
  lcp?: number;
  tbt?: number;
  cls?: number;
  requests?: LhrNetworkRequest[];
}

const KiB = 1024;

/** A passing page: 20 KiB of HTML, 70 KiB of JavaScript, 5 KiB of CSS, a 300 KiB poster, a blocked map frame. */
const PASSING_REQUESTS: LhrNetworkRequest[] = [
  { url: `${ORIGIN}/`, resourceType: "Document", mimeType: "text/html", transferSize: 20 * KiB, statusCode: 200 },
  {
    url: `${ORIGIN}/framework-1.js`,
    resourceType: "Script",
    mimeType: "application/javascript",
    transferSize: 45 * KiB,
    statusCode: 200,
  },
  {
    url: `${ORIGIN}/app-1.js`,
    resourceType: "Script",
    mimeType: "application/javascript",
    transferSize: 25 * KiB,
    statusCode: 200,
  },
  { url: `${ORIGIN}/styles.css`, resourceType: "Stylesheet", mimeType: "text/css", transferSize: 5 * KiB, statusCode: 200 },
  {
    url: `${ORIGIN}/media/hero-poster.avif`,
    resourceType: "Image",
    mimeType: "image/avif",
    transferSize: 300 * KiB,
    statusCode: 200,
  },
  { url: `${ORIGIN}/media/hero.mp4`, resourceType: "Media", mimeType: "video/mp4", transferSize: 2 * KiB, statusCode: 206 },
  {
    url: `${ORIGIN}/icons/icon-144x144.png`,
    resourceType: "Other",
    mimeType: "image/png",
    transferSize: 1 * KiB,
    statusCode: 200,
  },
  {
    url: `${ORIGIN}/page-data/index/page-data.json`,
    resourceType: "Fetch",
    mimeType: "application/json",
    transferSize: 1 * KiB,
    statusCode: 200,
  },
  { url: "https://www.google.com/maps?q=x&output=embed", resourceType: "Document", transferSize: 0, statusCode: -1 },
  { url: "data:image/png;base64,AAAA", resourceType: "Image", mimeType: "image/png", transferSize: 0, statusCode: 200 },
];

function fakeLhr({ scores = {}, lcp = 1100, tbt = 40, cls = 0, requests = PASSING_REQUESTS }: FakeOptions = {}): LhrSubset {
  const score = (id: keyof NonNullable<FakeOptions["scores"]>) => scores[id] ?? 1;
  const metric = (id: string, numericValue: number, s = 1) => ({
    id,
    title: id,
    score: s,
    scoreDisplayMode: "numeric",
    numericValue,
  });
  return {
    requestedUrl: `${ORIGIN}/`,
    finalDisplayedUrl: `${ORIGIN}/`,
    lighthouseVersion: "12.8.2",
    categories: {
      performance: {
        score: score("performance"),
        auditRefs: [
          { id: "largest-contentful-paint", weight: 25, group: "metrics" },
          { id: "total-blocking-time", weight: 30, group: "metrics" },
          { id: "unused-javascript", weight: 0, group: "diagnostics" },
          { id: "network-requests", weight: 0, group: "hidden" },
        ],
      },
      accessibility: { score: score("accessibility"), auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: score("best-practices"), auditRefs: [{ id: "errors-in-console", weight: 1 }] },
      seo: { score: score("seo"), auditRefs: [{ id: "document-title", weight: 1 }] },
    },
    audits: {
      "first-contentful-paint": metric("first-contentful-paint", 800),
      "largest-contentful-paint": metric("largest-contentful-paint", lcp, lcp > 1500 ? 0.8 : 1),
      "total-blocking-time": metric("total-blocking-time", tbt),
      "cumulative-layout-shift": metric("cumulative-layout-shift", cls),
      "speed-index": metric("speed-index", 900),
      "unused-javascript": {
        id: "unused-javascript",
        title: "Reduce unused JavaScript",
        score: 0.5,
        scoreDisplayMode: "metricSavings",
        displayValue: "Est savings of 30 KiB",
        details: { type: "opportunity", items: [{ url: `${ORIGIN}/app-1.js` }] },
      },
      "color-contrast": {
        id: "color-contrast",
        title: "Background and foreground colors do not have a sufficient contrast ratio.",
        score: scores.accessibility !== undefined && scores.accessibility < 1 ? 0 : 1,
        scoreDisplayMode: "binary",
        details: { type: "table", items: [{ node: { snippet: '<a class="cta">Call</a>', selector: "a.cta" } }] },
      },
      "errors-in-console": { id: "errors-in-console", title: "No browser errors", score: 1, scoreDisplayMode: "binary" },
      "document-title": { id: "document-title", title: "Document has a title", score: 1, scoreDisplayMode: "binary" },
      "network-requests": {
        id: "network-requests",
        title: "Network Requests",
        score: null,
        scoreDisplayMode: "informative",
        details: { type: "table", items: requests },
      },
    },
  };
}

describe("median, min and max", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1500, 900, 1200])).toBe(1200);
    expect(median([7])).toBe(7);
  });

  it("averages the middle two of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("does not reorder its input", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("gives median, min and max together and refuses an empty list", () => {
    expect(stats([0.01, 0, 0.3])).toEqual({ median: 0.01, min: 0, max: 0.3 });
    expect(() => median([])).toThrow();
    expect(() => stats([])).toThrow();
  });
});

describe("reading a Lighthouse result", () => {
  const { metrics, external } = extractRunMetrics(fakeLhr(), ORIGIN);

  it("takes scores as Lighthouse shows them and the metrics' numeric values", () => {
    expect(extractRunMetrics(fakeLhr({ scores: { performance: 0.98 } }), ORIGIN).metrics.performance).toBe(98);
    expect(metrics).toMatchObject({ performance: 100, accessibility: 100, lcpMs: 1100, tbtMs: 40, cls: 0 });
  });

  it("counts bytes by type, leaving images, video and third-party requests out of the budgeted bytes", () => {
    expect(metrics.jsBytes).toBe(70 * KiB);
    expect(metrics.mediaBytes).toBe(303 * KiB); // poster, video range request, manifest icon
    expect(metrics.budgetBytes).toBe((20 + 70 + 5 + 1) * KiB);
    expect(metrics.totalBytes).toBe((20 + 70 + 5 + 303 + 1) * KiB);
    expect(metrics.thirdPartyBytes).toBe(0);
  });

  it("lists the external requests and whether they were blocked", () => {
    expect(external).toEqual([{ url: "https://www.google.com/maps?q=x&output=embed", blocked: true }]);
    const leaked = fakeLhr({
      requests: [
        ...PASSING_REQUESTS,
        { url: "https://maps.gstatic.com/x.js", resourceType: "Script", transferSize: 40 * KiB, statusCode: 200 },
      ],
    });
    const run = extractRunMetrics(leaked, ORIGIN);
    expect(run.metrics.thirdPartyBytes).toBe(40 * KiB);
    expect(run.metrics.jsBytes).toBe(70 * KiB);
    expect(checkIsolation("/about/meetthedoctors", [run])).toEqual([
      expect.objectContaining({ metric: "isolation", message: expect.stringContaining("https://maps.gstatic.com/x.js") }),
    ]);
  });

  it("refuses a run Lighthouse could not measure", () => {
    const failed = { ...fakeLhr(), runtimeError: { code: "NO_FCP", message: "The page did not paint any content." } };
    expect(() => extractRunMetrics(failed, ORIGIN)).toThrow(/NO_FCP/);
  });
});

describe("the budget check", () => {
  const runsOf = (...options: FakeOptions[]): RunMetrics[] => options.map((o) => extractRunMetrics(fakeLhr(o), ORIGIN).metrics);

  it("reports nothing for a route within every budget", () => {
    const summary = summarize(runsOf({ lcp: 1000 }, { lcp: 1100 }, { lcp: 1200 }));
    expect(summary.lcpMs).toEqual({ median: 1100, min: 1000, max: 1200 });
    expect(checkBudgets("/", summary)).toEqual([]);
  });

  it("judges the median, so one slow run of three is not a miss", () => {
    expect(checkBudgets("/", summarize(runsOf({ tbt: 20 }, { tbt: 400 }, { tbt: 50 })))).toEqual([]);
  });

  it("reports each missed budget with the route, the median and the limit", () => {
    const heavy = [
      ...PASSING_REQUESTS,
      {
        url: `${ORIGIN}/parser.js`,
        resourceType: "Script",
        mimeType: "application/javascript",
        transferSize: 31 * KiB,
        statusCode: 200,
      },
    ];
    const summary = summarize(
      runsOf(
        { scores: { performance: 0.95, accessibility: 0.96 }, lcp: 1800, cls: 0.05, requests: heavy },
        { scores: { performance: 0.97, accessibility: 0.96 }, lcp: 1600, cls: 0.05, requests: heavy },
        { scores: { performance: 0.99, accessibility: 0.96 }, lcp: 1400, cls: 0.05, requests: heavy },
      ),
    );
    const misses = checkBudgets("/services/veneers", summary);
    expect(misses.map((miss) => miss.metric).sort()).toEqual(["accessibility", "cls", "jsBytes", "lcpMs", "performance"]);
    const js = misses.find((miss) => miss.metric === "jsBytes");
    expect(js?.message).toContain("/services/veneers");
    expect(js?.message).toContain("101.0 KiB");
    expect(js?.message).toContain("≤ 90.0 KiB");
    expect(misses.find((miss) => miss.metric === "performance")?.message).toContain("97");
  });

  it("takes the budgets as an argument, so a stricter budget turns a pass into a miss", () => {
    const summary = summarize(runsOf({}, {}, {}));
    expect(checkBudgets("/", summary, { ...BUDGETS, jsKiB: 60 }).map((miss) => miss.metric)).toEqual(["jsBytes"]);
  });

  it("renders a table per route and lists the misses", () => {
    const runs = [fakeLhr({ lcp: 1700 }), fakeLhr({ lcp: 1800 }), fakeLhr({ lcp: 1900 })].map((lhr) =>
      extractRunMetrics(lhr, ORIGIN),
    );
    const summary = summarize(runs.map((run) => run.metrics));
    const misses = checkBudgets("/", summary);
    const markdown = renderMarkdown({
      generatedAt: "2025-01-01T00:00:00Z",
      durationSeconds: 100,
      lighthouseVersion: "12.8.2",
      browser: "HeadlessChrome/156",
      server: "nginx",
      publicDir: "public",
      runsPerRoute: 3,
      budgets: BUDGETS,
      notes: [],
      routes: [{ route: "/", runs, summary, findings: aggregateFindings(runs.map(() => [])), warnings: [] }],
      misses,
    });
    expect(markdown).toContain("## /");
    expect(markdown).toMatch(/\| Largest contentful paint \| 1\.80 s \| 1\.70 s \| 1\.90 s \| ≤ 1\.50 s \| ❌ \|/);
    expect(markdown).toMatch(/\| Performance \| 100 \| 100 \| 100 \| ≥ 98 \| ✅ \|/);
    expect(markdown).toContain("1 budget(s) missed");
  });
});

describe("audits that cost points", () => {
  it("lists failing weighted audits and failing performance diagnostics, not passing or hidden ones", () => {
    const findings = costlyAudits(fakeLhr({ scores: { accessibility: 0.93 }, lcp: 1700 }));
    expect(findings.map((f) => `${f.category}/${f.id}`)).toEqual([
      "performance/largest-contentful-paint",
      "performance/unused-javascript",
      "accessibility/color-contrast",
    ]);
    expect(findings.find((f) => f.id === "color-contrast")?.examples).toEqual(['<a class="cta">Call</a>']);
    expect(costlyAudits(fakeLhr(), ORIGIN).find((f) => f.id === "unused-javascript")?.examples).toEqual(["/app-1.js"]);
  });

  it("counts in how many runs each audit failed", () => {
    const perRun = [costlyAudits(fakeLhr()), costlyAudits(fakeLhr({ lcp: 1700 })), costlyAudits(fakeLhr())];
    const aggregated = aggregateFindings(perRun);
    expect(aggregated.find((f) => f.id === "unused-javascript")?.runs).toBe(3);
    expect(aggregated.find((f) => f.id === "largest-contentful-paint")?.runs).toBe(1);
  });
});

describe("blocked URL patterns", () => {
  const patterns = blockedUrlPatterns();
  const blocked = (url: string, anchored: boolean) => patterns.some((pattern) => matchesUrlPattern(url, pattern, anchored));

  it.each([true, false])("never block the site on 127.0.0.1 (anchored match: %s)", (anchored) => {
    for (const url of [
      `${ORIGIN}/`,
      `${ORIGIN}/services/veneers`,
      `${ORIGIN}/page-data/app-data.json`,
      `${ORIGIN}/static/abc/hero.avif`,
      "http://127.0.0.1:80/",
    ])
      expect(blocked(url, anchored)).toBe(false);
  });

  it.each([true, false])("block every other host (anchored match: %s)", (anchored) => {
    for (const url of [
      "https://www.google.com/maps?q=x&output=embed",
      "https://maps.gstatic.com/x.js",
      "https://127.0.0.1:9123/",
      "http://localhost:9123/",
      "http://example.com/",
      "http://10.0.0.1/",
      "http://12.0.0.1/",
      "http://192.168.1.1/",
      "http://1.1.1.1/",
      "http://[::1]:9123/",
      "http://fonts.googleapis.com/css",
      "wss://example.com/socket",
    ])
      expect(blocked(url, anchored)).toBe(true);
  });
});
