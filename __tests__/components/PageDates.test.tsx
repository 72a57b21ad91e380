import React from "react";
import { render, screen } from "@testing-library/react";
import { PageDates } from "../../src/components/PageDates/PageDates";

describe("PageDates", () => {
  it("shows when the text last changed, as a machine-readable date", () => {
    const { container } = render(<PageDates updated="November 23, 2026" updatedIso="2026-11-23" />);
    expect(screen.getByText(/Last updated/)).toHaveTextContent("Last updated November 23, 2026");
    expect(container.querySelector("time")).toHaveAttribute("dateTime", "2026-11-23");
    expect(screen.queryByText(/Reviewed/)).toBeNull();
  });

  it("claims no review when only the reviewer or only the date is recorded", () => {
    render(<PageDates updated="November 23, 2026" updatedIso="2026-11-23" reviewedBy="Dr. Divya Peddireddy, DDS" />);
    render(
      <PageDates updated="November 23, 2026" updatedIso="2026-11-23" reviewedOn="January 15, 2026" reviewedOnIso="2026-01-15" />,
    );
    expect(screen.queryByText(/Reviewed/)).toBeNull();
  });

  it("names the reviewer and the review date when both are recorded", () => {
    render(
      <PageDates
        updated="November 23, 2026"
        updatedIso="2026-11-23"
        reviewedBy="Dr. Divya Peddireddy, DDS"
        reviewedOn="January 15, 2026"
        reviewedOnIso="2026-01-15"
      />,
    );
    expect(screen.getByText(/Reviewed by/)).toHaveTextContent("Reviewed by Dr. Divya Peddireddy, DDS on January 15, 2026");
  });
});
