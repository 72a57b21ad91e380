import { HOME_PAGE_DATA, watchContentProblems } from "../../src/lib/previewWatch";

/** A preview whose home page data says `problems` (undefined: the preview does not answer). */
function preview() {
  let problems: string[] | undefined | "down" = [];
  const fetch = jest.fn((url: string) => {
    expect(url).toBe(HOME_PAGE_DATA);
    if (problems === "down") return Promise.reject(new Error("connection refused"));
    const pageContext = problems ? { contentProblems: problems } : { slug: "", lang: "en" };
    return Promise.resolve({ ok: true, json: () => Promise.resolve({ result: { pageContext } }) });
  });
  return {
    fetch,
    set(next: string[] | undefined | "down") {
      problems = next;
    },
  };
}

describe("the preview following the content check", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function tick() {
    await jest.advanceTimersByTimeAsync(1000);
  }

  it("reloads the open page when a file is saved broken, and again when it is saved fixed", async () => {
    const site = preview();
    site.set(undefined);
    const reload = jest.fn();
    const stop = watchContentProblems({ fetch: site.fetch, reload });
    await tick();
    await tick();
    expect(reload).not.toHaveBeenCalled();

    site.set(["content/services/example.json: metaDescription is missing"]);
    await tick();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();

    // After the reload, the page starts over showing the problem.
    const again = jest.fn();
    const stopAgain = watchContentProblems({ fetch: site.fetch, reload: again });
    await tick();
    site.set(["content/services/example.json: title is missing"]);
    await tick();
    expect(again).toHaveBeenCalledTimes(1);
    stopAgain();
  });

  it("waits quietly while the preview restarts", async () => {
    const site = preview();
    const reload = jest.fn();
    const stop = watchContentProblems({ fetch: site.fetch, reload });
    await tick();
    site.set("down");
    await tick();
    await tick();
    site.set([]);
    await tick();
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});
