/** @jest-environment node */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { createAdminServer } from "../../../plugins/gatsby-plugin-admin/serveAdmin";
import { EDITOR_IMAGES } from "../../../src/cms/browser/decapNames";
import { rawGet } from "../../support/developServer";

let root: string;
let server: http.Server;
let origin: string;

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise `..`). */
const get = (rawPath: string) =>
  rawGet(origin, rawPath).then(({ body, ...response }) => ({ ...response, body: body.toString() }));

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "serve-admin-"));
  fs.mkdirSync(path.join(root, "admin"));
  fs.writeFileSync(path.join(root, "admin/index.html"), "<p>editor</p>");
  fs.mkdirSync(path.join(root, "static/media/services"), { recursive: true });
  fs.writeFileSync(path.join(root, "static/logo.svg"), "<svg/>");
  fs.writeFileSync(path.join(root, "static/media/services/crowns-poster.jpg"), "jpeg");
  fs.writeFileSync(path.join(root, "secret.txt"), "secret");
  fs.mkdirSync(path.join(root, "content/images/services"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/images/services/veneers.jpg"), "jpeg");
  server = createAdminServer(path.join(root, "admin"), "default-src 'self'", {
    staticDir: path.join(root, "static"),
    imagesDir: path.join(root, "content/images"),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

it("serves the editor at /admin/ under its own policy", async () => {
  const page = await get("/admin/");
  expect(page.status).toBe(200);
  expect(page.body).toBe("<p>editor</p>");
  expect(page.headers["content-security-policy"]).toBe("default-src 'self'");
  expect((await get("/")).status).toBe(302);
});

it("serves the site's static files at their addresses, with their types, for the previews", async () => {
  const logo = await get("/logo.svg");
  expect([logo.status, logo.headers["content-type"], logo.body]).toEqual([200, "image/svg+xml", "<svg/>"]);
  const poster = await get("/media/services/crowns-poster.jpg");
  expect([poster.status, poster.headers["content-type"]]).toEqual([200, "image/jpeg"]);
  expect((await get("/media/services/missing.jpg")).status).toBe(404);
  expect((await get("/media/services")).status).toBe(404);
});

it("serves the content's pictures for the previews as they are now, a picture added while it runs included", async () => {
  const picture = await get(`${EDITOR_IMAGES}services/veneers.jpg`);
  expect([picture.status, picture.headers["content-type"], picture.body]).toEqual([200, "image/jpeg", "jpeg"]);
  fs.writeFileSync(path.join(root, "content/images/services/crowns.webp"), "webp");
  expect((await get(`${EDITOR_IMAGES}services/crowns.webp`)).headers["content-type"]).toBe("image/webp");
  // Only there: not at the site's addresses, and never the admin folder's own files.
  expect((await get("/services/veneers.jpg")).status).toBe(404);
  expect((await get(`${EDITOR_IMAGES}index.html`)).status).toBe(404);
});

it("answers 404 for any address that climbs out of its folders, however it is written", async () => {
  const climb = fc.constantFrom("..", "%2e%2e", "%2E%2E", ".%2e", "..%2F..", "..%5C..");
  const segment = fc.constantFrom("media", "services", "admin", "images", "logo.svg", "x");
  await fc.assert(
    fc.asyncProperty(fc.array(fc.oneof(climb, segment), { minLength: 1, maxLength: 5 }), climb, async (parts, up) => {
      const response = await get(`/${[...parts, up, "secret.txt"].join("/")}`);
      expect(response.body).not.toContain("secret");
      expect(response.status).toBe(404);
    }),
    { numRuns: 150 },
  );
  expect((await get("/%E0%A4%A")).status).toBe(404);
});
