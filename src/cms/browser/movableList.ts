/**
 * Decap's list widget with "Move up" and "Move down" buttons on every item, as Decap's dragging needs a
 * mouse or a finger. They call the list's own drag-end handler, which moves the item's value, open state
 * and React key together; the focus stays on the moved item's button, and a live region says where it went.
 * An item added or removed is said there too, and the focus goes to the new item's toggle, or after a removal
 * to the toggle of the item now in its place (the list's Add button when none is left): Decap left it on the
 * Add button, the new item at the list's end, or on the page's body, at the top of the form.
 * Written against Decap's globals: Decap's own React draws the list.
 */
/** Decap's own React createElement (its React is another copy, and another major version). */
export type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => DecapElement;

/** A React element of Decap's React, as far as a list item's is rebuilt. */
interface DecapElement {
  type: unknown;
  key: string | null;
  props: { children?: unknown; dragHandle?: unknown };
}

/** The part of Decap's ListControl (decap-cms-widget-list) used here. */
interface ListControl {
  props: { value?: { size: number }; field: { get(key: "label" | "name"): string | undefined } };
  state: { keys: string[]; said?: string };
  setState(state: { said: string }): void;
  renderItem(item: unknown, index: number): DecapElement;
  addItem(item: unknown): void;
  handleRemove(index: number, event: Event): void;
  onSortEnd(move: { oldIndex: number; newIndex: number }): void;
  render(): unknown;
}

export type ListControlClass = new (props: ListControl["props"]) => ListControl;

/** Read by a screen reader, not drawn. */
const HIDDEN = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" };

/** The buttons' row, in the colour of the item's top bar above it. */
const ROW = { display: "flex", justifyContent: "flex-end", gap: 8, padding: "4px 8px", background: "#dfdfe3" };
const BUTTON = { padding: "2px 8px", border: "1px solid #555d6b", borderRadius: 4, background: "#fff", color: "#313d3e" };

const buttonId = (key: string, up: boolean) => `move-${up ? "up" : "down"}-${key}`;

/** The open/close toggle of the item with the React key `key` (the first button of its top bar, above the Move buttons). */
const toggleOf = (key: string | undefined) =>
  key === undefined
    ? null
    : document.getElementById(buttonId(key, true))?.parentElement?.previousElementSibling?.querySelector("button");

/** `List` with the move buttons under each item's top bar. */
export function movableList(List: ListControlClass, h: CreateElement): ListControlClass {
  return class MovableList extends List {
    /** What takes the focus once it is drawn (the moved item's button, a new item's toggle), if anything is to. */
    private focusNext?: () => HTMLElement | null | undefined;
    private box: HTMLElement | null = null;
    private readonly setBox = (element: HTMLElement | null) => {
      this.box = element;
    };

    constructor(props: ListControl["props"]) {
      super(props);
      const [add, remove] = [this.addItem, this.handleRemove];
      this.addItem = (item) => {
        const before = new Set(this.state.keys);
        add(item);
        this.focusNext = () => toggleOf(this.state.keys.find((key) => !before.has(key)));
        this.setState({ said: `Added item ${before.size + 1} of ${this.label()}` });
      };
      this.handleRemove = (index, event) => {
        const { keys } = this.state;
        // The item taking its place: the next one, or the one before when it was the last.
        const next = keys[index + 1] ?? keys[index - 1];
        remove(index, event);
        this.focusNext = () =>
          next === undefined ? this.box?.querySelector<HTMLElement>('[class*="-AddButton"]') : toggleOf(next);
        this.setState({ said: `Removed item ${index + 1} of ${this.label()}; ${keys.length - 1} left` });
      };
      const drawItem = this.renderItem;
      this.renderItem = (item, index) => {
        const element = drawItem(item, index);
        const children = [element.props.children].flat();
        const bar = children.findIndex((child) => Boolean((child as DecapElement | null)?.props?.dragHandle));
        children.splice(bar + 1, 0, this.moveButtons(index));
        return h(element.type, { ...element.props, key: element.key, children });
      };
    }

    private label() {
      return this.props.field.get("label") ?? this.props.field.get("name");
    }

    private moveButtons(index: number) {
      const key = this.state.keys[index];
      const last = (this.props.value?.size ?? 0) - 1;
      const button = (up: boolean, disabled: boolean) =>
        h(
          "button",
          {
            type: "button",
            id: buttonId(key, up),
            disabled,
            "aria-label": `Move ${up ? "up" : "down"} item ${index + 1} of ${this.label()}`,
            onClick: () => this.move(index, up),
            style: { ...BUTTON, opacity: disabled ? 0.5 : 1 },
          },
          up ? "Move up" : "Move down",
        );
      return h("div", { key: "move", style: ROW }, button(true, index === 0), button(false, index === last));
    }

    private move(index: number, up: boolean) {
      const to = up ? index - 1 : index + 1;
      const key = this.state.keys[index];
      this.focusNext = () => {
        const [same, other] = [up, !up].map((which) => document.getElementById(buttonId(key, which)) as HTMLButtonElement | null);
        return same && !same.disabled ? same : other;
      };
      this.onSortEnd({ oldIndex: index, newIndex: to });
      this.setState({ said: `Moved to position ${to + 1} of ${this.props.value?.size ?? 0}` });
    }

    componentDidUpdate() {
      // Decap's state and the entry's value may arrive in two updates: the focus waits for the element.
      const target = this.focusNext?.();
      if (!target) return;
      this.focusNext = undefined;
      target.focus();
    }

    render() {
      return h("div", { ref: this.setBox }, super.render(), h("p", { role: "status", style: HIDDEN }, this.state.said ?? ""));
    }
  };
}
