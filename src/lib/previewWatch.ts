/** In `gatsby develop`: the open page reloads when the content check's problems (made in gatsby/createPages.ts) change. */
type HomePageData = { result?: { pageContext?: { contentProblems?: string[] } } };

export interface PreviewWatchOptions {
  fetch: (url: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "json">>;
  reload: () => void;
}

export const HOME_PAGE_DATA = "/page-data/index/page-data.json";

/** Asks the preview every second; returns a function that stops it. */
export function watchContentProblems({ fetch, reload }: PreviewWatchOptions): () => void {
  let seen: string | undefined;
  let asking = false;
  const timer = setInterval(async () => {
    if (asking) return;
    asking = true;
    // The content check's problems now ([] when it passes), or undefined while the preview restarts.
    const now = await fetch(HOME_PAGE_DATA, { cache: "no-store" })
      .then(async (response) =>
        response.ok
          ? JSON.stringify(((await response.json()) as HomePageData).result?.pageContext?.contentProblems ?? [])
          : undefined,
      )
      .catch(() => undefined);
    asking = false;
    if (now === undefined) return;
    if (seen !== undefined && now !== seen) reload();
    else seen = now;
  }, 1000);
  return () => clearInterval(timer);
}
