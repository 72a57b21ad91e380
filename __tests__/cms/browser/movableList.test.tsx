import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { movableList } from "../../../src/cms/browser/movableList";

/** An item's top bar, which Decap draws with its drag handle. */
const TopBar = ({ dragHandle }: { dragHandle: unknown }) => <div data-drag={Boolean(dragHandle)} />;

type Props = { field: { get(key: string): string }; value: { size: number } };

/**
 * Decap's ListControl as far as the buttons use it: items keyed by `keys`, each drawn as its top bar
 * and its text, and a drag-end handler that moves an item and its key.
 */
class FakeList extends React.Component<Props, { keys: string[]; items: string[] }> {
  state = { keys: ["a", "b", "c"], items: ["Stains", "Chips", "Gaps"] };

  renderItem = (item: unknown, index: number) => (
    <div key={this.state.keys[index]} data-testid="item">
      {[<TopBar key="bar" dragHandle={() => null} />, <span key="text">{String(item)}</span>]}
    </div>
  );

  onSortEnd = ({ oldIndex, newIndex }: { oldIndex: number; newIndex: number }) => {
    const move = (list: string[]) => {
      const moved = list.filter((_, index) => index !== oldIndex);
      moved.splice(newIndex, 0, list[oldIndex]);
      return moved;
    };
    this.setState({ keys: move(this.state.keys), items: move(this.state.items) });
  };

  render() {
    return <div>{this.state.items.map(this.renderItem)}</div>;
  }
}

const MovableList = movableList(FakeList as never, React.createElement as never) as unknown as React.ComponentType<Props>;

const items = () => screen.getAllByTestId("item").map((item) => item.querySelector("span")?.textContent);

it("moves an item up and down by Enter and Space, keeps the focus on its buttons and says where it went", async () => {
  const user = userEvent.setup();
  render(<MovableList field={{ get: () => "Section one cards" }} value={{ size: 3 }} />);
  expect(screen.getByRole("button", { name: "Move up item 1 of Section one cards" })).toHaveProperty("disabled", true);
  expect(screen.getByRole("button", { name: "Move down item 3 of Section one cards" })).toHaveProperty("disabled", true);

  screen.getByRole("button", { name: "Move up item 2 of Section one cards" }).focus();
  await user.keyboard("{Enter}");
  expect(items()).toEqual(["Chips", "Stains", "Gaps"]);
  expect(screen.getByRole("status").textContent).toBe("Moved to position 1 of 3");
  // At the top, Move up is disabled: the focus goes to the same item's Move down.
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move down item 1 of Section one cards" }));

  await user.keyboard(" ");
  expect(items()).toEqual(["Stains", "Chips", "Gaps"]);
  expect(screen.getByRole("status").textContent).toBe("Moved to position 2 of 3");
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move down item 2 of Section one cards" }));
  await user.keyboard(" ");
  expect(items()).toEqual(["Stains", "Gaps", "Chips"]);
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move up item 3 of Section one cards" }));
});
