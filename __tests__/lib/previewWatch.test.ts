import { HOME_PAGE_DATA, watchContentProblems } from "../../src/lib/previewWatch";

/** What the preview's home page data says: the content check's problems, none recorded (undefined), or no answer ("down"). */
let problems: string[] | undefined | "down";
const fetch = jest.fn((url: string) => {
  expect(url).toBe(HOME_PAGE_DATA);
  if (problems === "down") return Promise.reject(new Error("connection refused"));
  const pageContext = problems ? { contentProblems: problems } : { slug: "", lang: "en" };
  return Promise.resolve({ ok: true, json: () => Promise.resolve({ result: { pageContext } }) });
});
const tick = (seconds = 1) => jest.advanceTimersByTimeAsync(1000 * seconds);

beforeEach(() => {
  jest.useFakeTimers();
  problems = [];
});
afterEach(() => jest.useRealTimers());

it("the preview reloads the open page when a file is saved broken, and again when it is saved fixed", async () => {
  problems = undefined;
  const reload = jest.fn();
  const stop = watchContentProblems({ fetch, reload });
  await tick(2);
  expect(reload).not.toHaveBeenCalled();

  problems = ["content/services/example.json: metaDescription is missing"];
  await tick();
  expect(reload).toHaveBeenCalledTimes(1);
  stop();

  // After the reload, the page starts over showing the problem.
  const again = jest.fn();
  const stopAgain = watchContentProblems({ fetch, reload: again });
  await tick();
  problems = ["content/services/example.json: title is missing"];
  await tick();
  expect(again).toHaveBeenCalledTimes(1);
  stopAgain();
});

it("the preview waits quietly while it restarts", async () => {
  const reload = jest.fn();
  const stop = watchContentProblems({ fetch, reload });
  await tick();
  problems = "down";
  await tick(2);
  problems = [];
  await tick();
  expect(reload).not.toHaveBeenCalled();
  stop();
});
