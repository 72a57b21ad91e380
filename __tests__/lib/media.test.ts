import { isVideo, videoType, whenShown } from "../../src/lib/media";

describe("isVideo", () => {
  it.each(["examplevideo.mp4", "clip.webm", "old.ogg", "LOUD.MP4", "services/a.WebM"])("treats %s as a video", (file) => {
    expect(isVideo(file)).toBe(true);
  });
  it.each(["examplephoto.jpg", "photo.png", "mp4.jpg", "video.mp4.png", "clip.mov", "noextension"])(
    "treats %s as an image",
    (file) => {
      expect(isVideo(file)).toBe(false);
    },
  );
});

describe("videoType", () => {
  it("names the MIME type from the extension", () => {
    expect(videoType("a.webm")).toBe("video/webm");
    expect(videoType("a.ogg")).toBe("video/ogg");
    expect(videoType("a.MP4")).toBe("video/mp4");
  });
});

/** A document the browser is prerendering; activate() shows it, as the browser does on the visitor's tap. */
function prerenderingDocument(): Document & { activate: () => void } {
  let prerendering = true;
  const doc = document.implementation.createHTMLDocument("prerendered");
  Object.defineProperty(doc, "prerendering", { configurable: true, get: () => prerendering });
  return Object.assign(doc, {
    activate: () => {
      prerendering = false;
      doc.dispatchEvent(new Event("prerenderingchange"));
    },
  });
}

describe("whenShown", () => {
  it("starts at once on a page opened normally", () => {
    const start = jest.fn();
    whenShown(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits for a prerendered page to be shown, then starts once", () => {
    const doc = prerenderingDocument();
    const start = jest.fn();
    whenShown(start, doc);
    expect(start).not.toHaveBeenCalled();
    doc.activate();
    doc.dispatchEvent(new Event("prerenderingchange"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does not start when cancelled before the page is shown", () => {
    const doc = prerenderingDocument();
    const start = jest.fn();
    const cancel = whenShown(start, doc);
    cancel();
    doc.activate();
    expect(start).not.toHaveBeenCalled();
  });
});
