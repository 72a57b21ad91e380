import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { MapEmbed, MAP_HEIGHT, mapPageUrl } from "../../src/components/MapEmbed/MapEmbed";
import { settings, staticQueryData } from "../fixtures";

const mockedQuery = useStaticQuery as jest.Mock;

describe("MapEmbed", () => {
  beforeEach(() => mockedQuery.mockReturnValue(staticQueryData()));

  it("shows the address, a button and the directions link, and no map until asked", () => {
    const { container } = render(<MapEmbed />);
    expect(screen.getByText(/3070 Bristol Street Suite 180\s*Costa Mesa, CA 92626/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show the map (loads Google Maps)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Get directions to 3070 Bristol Street/ })).toHaveAttribute(
      "href",
      settings.directionsUrl,
    );
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("loads the map frame at full height when the button is pressed from the keyboard, and focuses it", async () => {
    const user = userEvent.setup();
    render(<MapEmbed />);
    await user.tab();
    expect(screen.getByRole("button", { name: /Show the map/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    const frame = screen.getByTitle(/Map showing OC Center for Advanced Dentistry at 3070 Bristol Street/);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", settings.mapEmbedUrl);
    expect(frame).toHaveAttribute("height", String(MAP_HEIGHT));
    expect(frame).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Show the map/ })).toBeNull();
  });

  it("links the map page rather than the embed", () => {
    expect(mapPageUrl("https://www.google.com/maps?q=3070+Bristol+Street&output=embed")).toBe(
      "https://www.google.com/maps?q=3070+Bristol+Street",
    );
  });
});
