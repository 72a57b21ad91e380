import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MenuDrawer } from "../../src/components/MenuDrawer/MenuDrawer";
import { useStaticQuery } from "gatsby";
import { navigation, staticQueryData } from "../fixtures";
import { matchMediaAt } from "../support/matchMedia";

const mockedQuery = useStaticQuery as jest.Mock;
beforeEach(() => mockedQuery.mockReturnValue(staticQueryData()));

describe("the menu's booking action", () => {
  it("offers the practice's online scheduler when the header gives one, and nothing otherwise", async () => {
    window.matchMedia = matchMediaAt(375);
    const user = userEvent.setup();
    const { unmount } = render(<MenuDrawer items={navigation} currentPath="/" bookingUrl="https://book.example.com/occfad" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(within(screen.getByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Book online" })).toHaveAttribute(
      "href",
      "https://book.example.com/occfad",
    );
    unmount();
    render(<MenuDrawer items={navigation} currentPath="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(within(screen.getByRole("dialog", { name: "Menu" })).queryByRole("link", { name: "Book online" })).toBeNull();
  });
});
