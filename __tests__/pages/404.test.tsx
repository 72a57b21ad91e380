import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery, type PageProps } from "gatsby";
import NotFoundPage from "../../src/pages/404";
import { staticQueryData } from "../fixtures";

describe("404 page", () => {
  it("shows the error screen (Oops!, the apology, the status) inside the layout, with ways onward", () => {
    (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData());
    const props = { location: { pathname: "/nowhere" } } as unknown as PageProps;
    render(<NotFoundPage {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: "Oops!" })).toBeInTheDocument();
    expect(screen.getByText("Sorry, an unexpected error has occurred.")).toBeInTheDocument();
    expect(screen.getByText("Not Found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "See our patient care services" })).toHaveAttribute("href", "/services");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
