import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MainNav } from "../../src/components/MainNav/MainNav";
import { navigation } from "../fixtures";

// Opening, closing, focus, hover and the first click are tested in the built page
// (e2e/header.spec.ts, e2e/hand-over.spec.ts); this is the one rule no browser test reaches.
describe("MainNav", () => {
  it("closes a panel the mouse shows with Escape, focus being elsewhere", async () => {
    const user = userEvent.setup();
    render(<MainNav items={navigation} currentPath="/" />);
    const insurance = screen.getByRole("button", { name: "Insurance" });
    await user.hover(insurance);
    expect(insurance).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(insurance).toHaveAttribute("aria-expanded", "false");
    expect(insurance).not.toHaveFocus();
  });
});
