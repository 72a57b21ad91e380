/**
 * In `gatsby develop` only: every page of the preview follows the content check. The preview's home
 * address shows the check's problems while a content file fails it (gatsby/contentProblem.ts);
 * when that list changes (a file saved broken, saved fixed, or broken another way), the open page
 * reloads, so it shows the message, or the site again, without a click.
 */

/** The page data of the preview's home address, as far as it is read here. */
interface HomePageData {
  result?: { pageContext?: { contentProblems?: string[] } };
}

export interface PreviewWatchOptions {
  /** Reads a URL of the preview (the browser's fetch). */
  fetch: (url: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "json">>;
  /** Reloads the open page. */
  reload: () => void;
  /** How often to ask, in milliseconds. */
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
