import { isVideo, videoType } from "../../src/lib/media";

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
