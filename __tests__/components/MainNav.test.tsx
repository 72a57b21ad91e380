import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MainNav } from "../../src/components/MainNav/MainNav";
import { navigation } from "../fixtures";

describe("MainNav", () => {
  it("opens a panel from its disclosure button and closes it with Escape, returning focus", async () => {
    const user = userEvent.setup();
    render(<MainNav items={navigation} currentPath="/" />);
    const services = screen.getByRole("button", { name: "Patient Care Services" });
    expect(services).toHaveAttribute("aria-expanded", "false");
    await user.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    const overview = screen.getByRole("link", { name: "Patient Care Services overview" });
    expect(overview).toHaveAttribute("href", "/services");
    await user.tab();
    expect(overview).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(services).toHaveFocus();
  });

  it("closes one panel when another opens", async () => {
    const user = userEvent.setup();
    render(<MainNav items={navigation} currentPath="/" />);
    const meet = screen.getByRole("button", { name: "Meet Us" });
    const insurance = screen.getByRole("button", { name: "Insurance" });
    await user.click(meet);
    expect(screen.getByRole("link", { name: "Meet Us, Address" })).toHaveAttribute("href", "/about/exampleteam");
    await user.click(insurance);
    expect(meet).toHaveAttribute("aria-expanded", "false");
    expect(insurance).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/in network for Medicare and accept all PPO insurances/)).toBeVisible();
  });

  it("shows a panel while the mouse is over its entry; a click then keeps it open, and a second click closes it", async () => {
    const user = userEvent.setup();
    render(<MainNav items={navigation} currentPath="/" />);
    const insurance = screen.getByRole("button", { name: "Insurance" });
    await user.hover(insurance);
    expect(insurance).toHaveAttribute("aria-expanded", "true");
    await user.click(insurance);
    expect(insurance).toHaveAttribute("aria-expanded", "true");
    await user.unhover(insurance);
    await user.click(insurance);
    expect(insurance).toHaveAttribute("aria-expanded", "false");
  });

  it("closes a panel the mouse only shows once the mouse has left it", async () => {
    const user = userEvent.setup();
    render(<MainNav items={navigation} currentPath="/" />);
    const meet = screen.getByRole("button", { name: "Meet Us" });
    await user.hover(meet);
    expect(meet).toHaveAttribute("aria-expanded", "true");
    await user.unhover(meet);
    await waitFor(() => expect(meet).toHaveAttribute("aria-expanded", "false"));
  });

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

  it("marks the current page", () => {
    render(<MainNav items={navigation} currentPath="/" />);
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  it("never renders the Insurance entry as an empty link", () => {
    const { container } = render(<MainNav items={navigation} currentPath="/" />);
    expect(container.querySelector('a[href=""]')).toBeNull();
    expect(container.querySelectorAll("a:not([href])")).toHaveLength(0);
  });
});
