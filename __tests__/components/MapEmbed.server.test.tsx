/**
 * @jest-environment node
 *
 * The map's server-rendered HTML, which is all a visitor without JavaScript gets.
 */
import React from "react";
import { renderToString } from "react-dom/server";
import { useStaticQuery } from "gatsby";
import { MapEmbed, mapPageUrl } from "../../src/components/MapEmbed/MapEmbed";
import { settings, staticQueryData } from "../fixtures";

const mockedQuery = useStaticQuery as jest.Mock;

describe("MapEmbed without JavaScript", () => {
  beforeEach(() => mockedQuery.mockReturnValue(staticQueryData()));

  it("offers a plain link to the map on Google Maps in the HTML that works without JavaScript", () => {
    const html = renderToString(<MapEmbed />);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("<button");
    expect(html).toContain("Open the map on Google Maps");
    expect(html).toContain(`href="${mapPageUrl(settings.mapEmbedUrl).replace(/&/g, "&amp;")}"`);
  });
});
