import { isVideo, videoType, whenShown } from "../../src/lib/media";

describe("isVideo and videoType", () => {
  it.each([
    ["examplevideo.mp4", "video/mp4"],
    ["clip.webm", "video/webm"],
    ["old.ogg", "video/ogg"],
    ["LOUD.MP4", "video/mp4"],
    ["services/a.WebM", "video/webm"],
  ])("treat %s as a video of type %s", (file, type) => {
    expect(isVideo(file)).toBe(true);
    expect(videoType(file)).toBe(type);
  });
  it.each(["examplephoto.jpg", "photo.png", "mp4.jpg", "video.mp4.png", "clip.mov", "noextension"])(
    "treat %s as an image",
    (file) => {
      expect(isVideo(file)).toBe(false);
    },
  );
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
