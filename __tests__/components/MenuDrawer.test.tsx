import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MenuDrawer } from "../../src/components/MenuDrawer/MenuDrawer";
import { useStaticQuery } from "gatsby";
import { navigation, settings, staticQueryData } from "../fixtures";
import { matchMediaAt } from "../support/matchMedia";

function setWidth(width: number) {
  window.matchMedia = matchMediaAt(width);
}

const mockedQuery = useStaticQuery as jest.Mock;
beforeEach(() => mockedQuery.mockReturnValue(staticQueryData()));

describe("MenuDrawer", () => {
  it("opens a labelled dialog from the menu button and returns focus to it on close", async () => {
    setWidth(375);
    const user = userEvent.setup();
    render(<MenuDrawer items={navigation} currentPath="/" />);
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(dialog).toHaveAttribute("open");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(within(dialog).getByRole("button", { name: "Close menu" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(button).toHaveFocus();
  });

  it("closes when a link is chosen", async () => {
    setWidth(375);
    // jsdom cannot navigate; the drawer's own click handler still runs.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener("click", stop);
    const user = userEvent.setup();
    render(<MenuDrawer items={navigation} currentPath="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    await user.click(within(dialog).getByRole("button", { name: "Oral and Perio Surgery" }));
    await user.click(within(dialog).getByRole("link", { name: "Tooth Extractions" }));
    expect(dialog).not.toHaveAttribute("open");
    document.removeEventListener("click", stop);
  });

  it("keeps one group open at a time up to 768px", async () => {
    setWidth(375);
    const user = userEvent.setup();
    render(<MenuDrawer items={navigation} currentPath="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const surgery = screen.getByRole("button", { name: "Oral and Perio Surgery" });
    const prevention = screen.getByRole("button", { name: "Preventative Dentistry" });
    expect(surgery).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Tooth Extractions" })).toBeNull();
    await user.click(surgery);
    expect(surgery).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Tooth Extractions" })).toBeVisible();
    await user.click(prevention);
    expect(prevention).toHaveAttribute("aria-expanded", "true");
    expect(surgery).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Tooth Extractions" })).toBeNull();
  });

  it("shows every group wider than 768px", async () => {
    setWidth(900);
    const user = userEvent.setup();
    render(<MenuDrawer items={navigation} currentPath="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.queryByRole("button", { name: "Oral and Perio Surgery" })).toBeNull();
    expect(screen.getByRole("link", { name: "Tooth Extractions" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Sealants" })).toBeVisible();
  });

  it("discloses the insurance sentence and links the services overview", async () => {
    setWidth(375);
    const user = userEvent.setup();
    render(<MenuDrawer items={navigation} currentPath="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByText(/in network for Medicare/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Patient Care Services overview" })).toHaveAttribute("href", "/services");
  });
});

describe("the menu's booking action", () => {
  it("offers the practice's online scheduler when the settings give one, and nothing otherwise", async () => {
    setWidth(375);
    const user = userEvent.setup();
    mockedQuery.mockReturnValue({
      ...staticQueryData(),
      settingsJson: { ...settings, bookingUrl: "https://book.example.com/occfad" },
    });
    const { unmount } = render(<MenuDrawer items={navigation} currentPath="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(within(screen.getByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Book online" })).toHaveAttribute(
      "href",
      "https://book.example.com/occfad",
    );
    unmount();
    mockedQuery.mockReturnValue(staticQueryData());
    render(<MenuDrawer items={navigation} currentPath="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(within(screen.getByRole("dialog", { name: "Menu" })).queryByRole("link", { name: "Book online" })).toBeNull();
  });
});
