import { isVideo, videoType } from "../../src/lib/media";

it.each([
  ["examplevideo.mp4", "video/mp4"],
  ["clip.webm", "video/webm"],
  ["old.ogg", "video/ogg"],
  ["LOUD.MP4", "video/mp4"],
  ["services/a.WebM", "video/webm"],
])("isVideo and videoType treat %s as a video of type %s", (file, type) => {
  expect(isVideo(file)).toBe(true);
  expect(videoType(file)).toBe(type);
});
it.each(["examplephoto.jpg", "photo.png", "mp4.jpg", "video.mp4.png", "clip.mov", "noextension"])(
  "isVideo treats %s as an image",
  (file) => expect(isVideo(file)).toBe(false),
);

// whenShown: at once on a page opened normally, as the home hero's loop starts in e2e/media.spec.ts ("2.2.2 Pause, Stop,
// Hide"); a prerendered page's video only once the page is shown, __tests__/components/ServiceMedia.test.tsx.
