/**
 * Decap's list widget with "Move up" and "Move down" buttons on every item, as Decap's dragging needs a
 * mouse or a finger. They call the list's own drag-end handler, which moves the item's value, open state
 * and React key together; the focus stays on the moved item's button, and a live region says where it went.
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
  state: { keys: string[]; moved?: string };
  setState(state: { moved: string }): void;
  renderItem(item: unknown, index: number): DecapElement;
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

/** `List` with the move buttons under each item's top bar. */
export function movableList(List: ListControlClass, h: CreateElement): ListControlClass {
  return class MovableList extends List {
    /** The item just moved, whose button takes the focus once it is drawn in its new place. */
    private moving?: { key: string; up: boolean };

    constructor(props: ListControl["props"]) {
      super(props);
      const drawItem = this.renderItem;
      this.renderItem = (item, index) => {
        const element = drawItem(item, index);
        const children = [element.props.children].flat();
        const bar = children.findIndex((child) => Boolean((child as DecapElement | null)?.props?.dragHandle));
        children.splice(bar + 1, 0, this.moveButtons(index));
        return h(element.type, { ...element.props, key: element.key, children });
      };
    }

    private moveButtons(index: number) {
      const key = this.state.keys[index];
      const last = (this.props.value?.size ?? 0) - 1;
      const { field } = this.props;
      const button = (up: boolean, disabled: boolean) =>
        h(
          "button",
          {
            type: "button",
            id: buttonId(key, up),
            disabled,
            "aria-label": `Move ${up ? "up" : "down"} item ${index + 1} of ${field.get("label") ?? field.get("name")}`,
            onClick: () => this.move(index, up),
            style: { ...BUTTON, opacity: disabled ? 0.5 : 1 },
          },
          up ? "Move up" : "Move down",
        );
      return h("div", { key: "move", style: ROW }, button(true, index === 0), button(false, index === last));
    }

    private move(index: number, up: boolean) {
      const to = up ? index - 1 : index + 1;
      this.moving = { key: this.state.keys[index], up };
      this.onSortEnd({ oldIndex: index, newIndex: to });
      this.setState({ moved: `Moved to position ${to + 1} of ${this.props.value?.size ?? 0}` });
    }

    componentDidUpdate() {
      if (!this.moving) return;
      const { key, up } = this.moving;
      this.moving = undefined;
      const [same, other] = [up, !up].map((which) => document.getElementById(buttonId(key, which)) as HTMLButtonElement | null);
      (same && !same.disabled ? same : other)?.focus();
    }

    render() {
      return h("div", null, super.render(), h("p", { role: "status", style: HIDDEN }, this.state.moved ?? ""));
    }
  };
}
