/** @jest-environment node */
import { combine, errors, parseWrk, reportMarkdown, type Run, type WrkResult } from "../../scripts/bench/load";

const WRK_OUTPUT = `Running 10s test @ http://127.0.0.1:8301/
  2 threads and 2000 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    61.37ms   20.51ms 404.33ms   89.21%
    Req/Sec    16.34k     2.10k   21.99k    72.00%
  Latency Distribution
     50%   58.66ms
     75%   64.20ms
     90%   75.36ms
     99%    1.20s
  325217 requests in 10.06s, 3.91GB read
  Socket errors: connect 0, read 3, write 0, timeout 12
  Non-2xx or 3xx responses: 7
Requests/sec:  32328.72
Transfer/sec:    398.02MB
`;

const BASE: WrkResult = {
  requests: 1000,
  requestsPerSecond: 10_000,
  p50Ms: 1,
  p99Ms: 5,
  socketErrors: 0,
  errorStatuses: 0,
  transferPerSecond: "",
};
const run = (url: string, encoding: string, result: Partial<WrkResult> = {}, expectedStatus = 200, connections = 2000): Run => {
  return { url, connections, encoding, expectedStatus, result: { ...BASE, ...result } };
};

it("reads requests/s, p50 and p99 in milliseconds, socket errors and error statuses from wrk, and names what is missing", () => {
  expect(parseWrk(WRK_OUTPUT)).toEqual({
    requests: 325217,
    requestsPerSecond: 32328.72,
    p50Ms: 58.66,
    p99Ms: 1200,
    socketErrors: 15,
    errorStatuses: 7,
    transferPerSecond: "398.02MB",
  });
  expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/no request count/);
});

it("counts every answer but 404 as an error for the 404 URL, and every error status for a page", () => {
  expect(errors(run("/no-such-page", "", { requests: 1000, errorStatuses: 1000 }, 404))).toBe(0);
  expect(errors(run("/no-such-page", "", { requests: 1000, errorStatuses: 990, socketErrors: 2 }, 404))).toBe(12);
  expect(errors(run("/", "", { errorStatuses: 3 }))).toBe(3);
});

it("passes when nothing failed and compression keeps at least 70% of the rate, and fails on errors and on less", () => {
  const good = [run("/", "gzip, br", { requestsPerSecond: 8000 }), run("/", "", { requestsPerSecond: 10_000 })];
  const { markdown, failures } = reportMarkdown(good, ["machine"]);
  expect(failures).toEqual([]);
  expect(markdown).toContain("| `/` | 2000 | 8,000 | 10,000 | 80% |");
  const bad = [run("/", "gzip, br", { requestsPerSecond: 3000, socketErrors: 5 }), run("/", "", { requestsPerSecond: 43_000 })];
  expect(reportMarkdown(bad, []).failures).toEqual([
    "/ at 2000 connections (gzip, br): 5 errors",
    "/ at 2000 connections: compressed 7% of uncompressed",
  ]);
});

it("makes one run of the repeats: the mean rate, the worse latencies and every error", () => {
  const [only, ...rest] = combine([
    run("/", "gzip, br", { requestsPerSecond: 9000, p50Ms: 1, p99Ms: 9, socketErrors: 1 }, 200, 64),
    run("/", "", {}, 200, 64),
    run("/", "gzip, br", { requestsPerSecond: 11_000, p50Ms: 2, p99Ms: 4, errorStatuses: 2 }, 200, 64),
  ]);
  expect(rest).toHaveLength(1);
  expect(only).toMatchObject({
    repeats: 2,
    result: { requests: 2000, requestsPerSecond: 10_000, p50Ms: 2, p99Ms: 9, socketErrors: 1, errorStatuses: 2 },
  });
});
