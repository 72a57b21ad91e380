/** In `gatsby develop`: the open page reloads when the content check's problems (gatsby/contentProblem.ts) change. */
interface HomePageData {
  result?: { pageContext?: { contentProblems?: string[] } };
}

export interface PreviewWatchOptions {
  fetch: (url: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "json">>;
  reload: () => void;
  every?: number;
}

export const HOME_PAGE_DATA = "/page-data/index/page-data.json";

/** The content check's problems now ([] when it passes), or undefined while the preview does not answer. */
async function contentProblemsNow(fetcher: PreviewWatchOptions["fetch"]): Promise<string | undefined> {
  try {
    const response = await fetcher(HOME_PAGE_DATA, { cache: "no-store" });
    if (!response.ok) return undefined;
    const data = (await response.json()) as HomePageData;
    return JSON.stringify(data.result?.pageContext?.contentProblems ?? []);
  } catch {
    return undefined; // the preview is restarting: ask again next time
  }
}

/** Starts watching; returns a function that stops it. */
export function watchContentProblems({ fetch: fetcher, reload, every = 1000 }: PreviewWatchOptions): () => void {
  let seen: string | undefined;
  let asking = false;
  const timer = setInterval(() => {
    if (asking) return;
    asking = true;
    void contentProblemsNow(fetcher).then((now) => {
      asking = false;
      if (now === undefined) return;
      if (seen !== undefined && now !== seen) reload();
      else seen = now;
    });
  }, every);
  return () => clearInterval(timer);
}
