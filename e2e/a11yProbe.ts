/**
 * Measurements the WCAG tests make inside the page, from computed styles and layout boxes, where axe-core
 * has no rule or passes what fails: text over a video, control borders, icons and focus outlines (1.4.11),
 * hovered and focused states, layout (1.4.4, 1.4.10, 1.4.12), what hides the focus (2.4.11) and target
 * spacing (2.5.8: axe 4.13's rule passes two touching 10 px buttons): `probe(page, "name", ...)`.
 */
import type { Page } from "@playwright/test";

type Rgba = [number, number, number, number];

/** Runs in the page (its source is sent there), so it uses nothing from outside itself. */
function makeProbe() {
  const parse = (value: string): Rgba => {
    const parts = /rgba?\(([^)]+)\)/
      .exec(value)?.[1]
      .split(/[,\s/]+/)
      .filter(Boolean)
      .map(Number);
    if (!parts) throw new Error(`unreadable colour ${value}`);
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha;
    return [mix(0), mix(1), mix(2), alpha];
  };
  const channel = (c: number) => (c <= 0.04045 * 255 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const ratio = (a: Rgba, b: Rgba) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (l1 + 0.05) / (l2 + 0.05);
  };
  const WHITE: Rgba = [255, 255, 255, 1];
  const BLACK: Rgba = [0, 0, 0, 1];
  /** Whether `box` lies within `around` (to a pixel). */
  const inside = (box: DOMRect, around: DOMRect) =>
    box.left >= around.left - 1 && box.top >= around.top - 1 && box.right <= around.right + 1 && box.bottom <= around.bottom + 1;
  const clips = (element: Element) =>
    /hidden|clip/.test(getComputedStyle(element).overflowX + getComputedStyle(element).overflowY);
  const overflows = (element: Element) =>
    element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
  /** `element` and its ancestors, nearest first. */
  const lineage = (element: Element) => {
    const nodes: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) nodes.push(node);
    return nodes;
  };
  const squash = (element: Element | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${element.getAttribute("aria-label") ?? squash(element).slice(0, 40)}"`;
  const visible = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    // Moved out of the page (the skip link until it has focus): above or left of the page's start,
    // or of the screen for what a sticky or fixed bar carries.
    const pinned = lineage(element).some((node) => /sticky|fixed/.test(getComputedStyle(node).position));
    const [dy, dx] = pinned ? [0, 0] : [window.scrollY, window.scrollX];
    return box.bottom + dy > 0 && box.right + dx > 0;
  };
  /**
   * Every colour that can be behind `element`: its own and its ancestors' backgrounds, overlays laid over a parent's video or
   * picture (then each extreme frame, black and white, is tried), and each stop of a gradient.
   */
  const backgrounds = (element: Element): Rgba[] => {
    // Top first: each layer is every colour it can show (one, or a gradient's stops).
    const layers: Rgba[][] = [];
    const paint = (style: CSSStyleDeclaration) => {
      const stops = (style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []).map(parse);
      if (stops.length) layers.push(stops);
      const colour = parse(style.backgroundColor);
      if (colour[3] === 1 && !stops.length) return [colour];
      if (colour[3] > 0) layers.push([colour]);
      return null;
    };
    let base: Rgba[] | null = null;
    let child: Element | null = null;
    for (let node: Element | null = element; node && !base; child = node, node = node.parentElement) {
      if (child) {
        // Layers a parent lays under its content (a video, a scrim over it), nearest first.
        const box = child.getBoundingClientRect();
        const siblings = Array.from(node.children);
        for (const sibling of siblings.slice(0, siblings.indexOf(child)).reverse()) {
          const around = sibling.getBoundingClientRect();
          const positioned = /absolute|fixed/.test(getComputedStyle(sibling).position);
          if (!positioned || !inside(box, around)) continue;
          if (/^(VIDEO|IMG|PICTURE)$/.test(sibling.tagName)) {
            // Any frame of a picture or video: try its extremes.
            base = [WHITE, BLACK];
            break;
          }
          base = paint(getComputedStyle(sibling));
          if (base) break;
        }
      }
      if (!base) base = paint(getComputedStyle(node));
    }
    let results: Rgba[] = base ?? [WHITE];
    for (const layer of [...layers].reverse()) results = layer.flatMap((top) => results.map((bottom) => over(top, bottom)));
    return results;
  };
  const contrastWith = (colour: Rgba, element: Element) =>
    Math.min(...backgrounds(element).map((behind) => ratio(over(colour, behind), behind)));
  /** The text's colour, faded by its own and its ancestors' opacity. */
  const textContrast = (element: Element) => {
    const colour = parse(getComputedStyle(element).color);
    for (const node of lineage(element)) colour[3] *= Number(getComputedStyle(node).opacity);
    return contrastWith(colour, element);
  };
  const isLarge = (element: Element) => {
    const style = getComputedStyle(element);
    const size = parseFloat(style.fontSize);
    return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  };
  const ownText = (element: Element) =>
    Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  const isHiddenVisually = (element: Element) =>
    lineage(element).some((node) => {
      const style = getComputedStyle(node);
      return style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)";
    });
  /** The middle of an element's first line box (a link in a sentence may wrap over two lines). */
  const middleOf = (element: Element) => {
    const line = element.getClientRects()[0] ?? element.getBoundingClientRect();
    return { x: line.left + line.width / 2, y: line.top + line.height / 2 };
  };
  /** The elements under `root` (itself included) that show text of their own. */
  const textElements = (root: Element) =>
    [root, ...Array.from(root.querySelectorAll("*"))].filter(
      (element) =>
        !element.closest("video, noscript, script, style, svg") &&
        ownText(element) &&
        visible(element) &&
        !isHiddenVisually(element),
    );
  const lowText = (root: Element) =>
    textElements(root)
      .map((element) => ({ element, value: textContrast(element), need: isLarge(element) ? 3 : 4.5 }))
      .filter(({ value, need }) => value < need)
      .map(({ element, value, need }) => `${describe(element)} ${value.toFixed(2)}:1 < ${need}:1`);
  const controls = (root: ParentNode) =>
    Array.from(
      root.querySelectorAll("a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex='-1'])"),
    ).filter((element) => visible(element) && !isHiddenVisually(element));

  return {
    /** Text whose contrast with its background is below 4.5:1 (3:1 for large text), under `root` (which must be there). */
    lowTextContrast(root: string) {
      const element = document.querySelector(root);
      if (!element) throw new Error(`nothing matches ${root}`);
      return lowText(element);
    },
    /**
     * The controls matching `selector` that a visitor can see (or only its `only`th match): the contrast
     * of each one's border and icons with what is behind them, and its text below the contrast it needs.
     */
    controls(selector: string, only?: number) {
      const shown = only === undefined ? new Set(controls(document.body)) : null;
      return Array.from(document.querySelectorAll(selector)).flatMap((element, index) => {
        if (shown ? !shown.has(element) : index !== only) return [];
        const style = getComputedStyle(element);
        const borderColour = parse(style.borderTopColor);
        const border =
          parseFloat(style.borderTopWidth) > 0 && borderColour[3] > 0
            ? contrastWith(borderColour, element.parentElement ?? element)
            : null;
        const icons = Array.from(element.querySelectorAll("svg, [aria-hidden='true']"))
          .filter((icon) => visible(icon) && !ownText(icon))
          .map((icon) => {
            const iconStyle = getComputedStyle(icon);
            const fill = parse(icon.tagName.toLowerCase() === "svg" ? iconStyle.color : iconStyle.backgroundColor);
            return contrastWith(fill[3] > 0 ? fill : parse(iconStyle.borderRightColor), element);
          });
        return [{ index, label: describe(element), border, icons, lowText: lowText(element) }];
      });
    },
    /**
     * What breaks the layout: the page scrolling sideways, visible text cut off by an ancestor that
     * hides overflow or running out of the page, and visible controls or headings that overlap.
     */
    layout() {
      const found: string[] = [];
      const width = document.documentElement.clientWidth;
      const wider = document.documentElement.scrollWidth - width;
      if (wider > 0) found.push(`the page scrolls ${wider}px sideways`);
      for (const element of textElements(document.body)) {
        const [box, name] = [element.getBoundingClientRect(), describe(element)];
        // An ancestor below <body> (the lineage ends with <body> and <html>) that hides overflow, and cuts it off.
        const cutter = lineage(element)
          .slice(1, -2)
          .find((node) => clips(node) && !inside(box, node.getBoundingClientRect()));
        if (box.right > width + 1 || box.left < -1)
          found.push(`${name} runs out of the page sideways (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`);
        else if (clips(element) && overflows(element)) found.push(`${name} overflows its own box`);
        else if (cutter) found.push(`${name} is cut off by ${describe(cutter)}`);
      }
      const items = [...controls(document.body), ...Array.from(document.querySelectorAll("h1, h2, h3")).filter(visible)];
      for (let i = 0; i < items.length; i += 1)
        for (let j = i + 1; j < items.length; j += 1) {
          const [a, b] = [items[i], items[j]];
          if (a.contains(b) || b.contains(a)) continue;
          // Line by line: a link that wraps has one box per line.
          const hit = Array.from(a.getClientRects()).some((p) =>
            Array.from(b.getClientRects()).some((q) => {
              const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
              const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
              return x > 1 && y > 1;
            }),
          );
          if (hit) found.push(`${describe(a)} overlaps ${describe(b)}`);
        }
      return found;
    },
    /** Visible pointer targets under 24 px on a side, not inline in a sentence, with no room around them. */
    smallTargets() {
      const targets = controls(document.body);
      // A link inside a sentence is exempt: its block says more than the link does.
      const inSentence = (element: Element) =>
        getComputedStyle(element).display === "inline" && squash(element.parentElement).length > squash(element).length;
      return targets
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if ((box.width >= 24 && box.height >= 24) || inSentence(element)) return false;
          // Spacing: a circle of 24 px diameter on the target's centre meets no other target.
          const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
          return targets.some((other) => {
            if (other === element || other.contains(element) || element.contains(other)) return false;
            const o = other.getBoundingClientRect();
            return Math.hypot(Math.max(o.left - cx, 0, cx - o.right), Math.max(o.top - cy, 0, cy - o.bottom)) < 12;
          });
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}`;
        });
    },
    /** Scrolls `selector`'s `index`th match to the middle of the screen and gives its centre, for the pointer. */
    centre(selector: string, index: number) {
      const element = document.querySelectorAll(selector)[index];
      element.scrollIntoView({ block: "center", inline: "center" });
      return middleOf(element);
    },
    /**
     * The focused element: its outline short of solid, 2 px and 3:1 (2.4.7, 1.4.11); what hides it: off
     * screen, under the sticky header or covered (2.4.11); its text below the contrast it needs (1.4.3).
     */
    focused() {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const header = document.querySelector("header");
      let underHeader = 0;
      if (header && !header.contains(element) && getComputedStyle(header).position === "sticky") {
        const bar = header.getBoundingClientRect();
        underHeader = Math.max(0, Math.min(bar.bottom, box.bottom) - Math.max(bar.top, box.top));
      }
      const point = middleOf(element);
      const middle = document.elementFromPoint(point.x, point.y);
      const covered = !middle || !(element === middle || element.contains(middle) || middle.contains(element));
      const width = parseFloat(style.outlineWidth);
      const contrast = contrastWith(parse(style.outlineColor), element.parentElement ?? element);
      const inViewport = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      return {
        label: describe(element),
        region: (["header", "main", "footer"] as const).find((part) => element.closest(part)) ?? ("other" as const),
        top: box.top + window.scrollY,
        outline: [
          ...(style.outlineStyle === "none" || width < 2 ? [`outline ${style.outlineStyle} ${width}px`] : []),
          ...(contrast < 3 ? [`outline ${contrast.toFixed(2)}:1`] : []),
        ],
        obscured: [
          ...(inViewport ? [] : ["off screen"]),
          ...(underHeader > 0 ? [`${underHeader}px under the header`] : []),
          ...(covered ? ["covered"] : []),
        ],
        lowText: lowText(element),
      };
    },
  };
}

type Probe = ReturnType<typeof makeProbe>;
export type FocusInfo = NonNullable<ReturnType<Probe["focused"]>>;
export type ControlContrast = ReturnType<Probe["controls"]>[number];

/** One of the probe's measurements, installing it first where it is not (after a navigation), outside the page's CSP. */
export function probe<K extends keyof Probe>(page: Page, name: K, ...args: Parameters<Probe[K]>) {
  return page.evaluate<ReturnType<Probe[K]>>(`(window.__probe ??= (${makeProbe})()).${name}(...${JSON.stringify(args)})`);
}
