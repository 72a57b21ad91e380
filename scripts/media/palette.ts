/** The site's palette and the illustrations' canvas. */
export const C = {
  deep: "#0b5d6b",
  teal: "#138a8f",
  mint: "#cfeee9",
  sand: "#f6efe6",
  ivory: "#fffaf3",
  coral: "#e0795b",
  ink: "#16313a",
  // Tints derived from the palette for anatomy and materials.
  gum: "#f0a797",
  gumDeep: "#df8a78",
  bone: "#f2e4ca",
  boneDeep: "#e0cba5",
  dentin: "#f5e2c2",
  cavity: "#c9a77c",
  metal: "#9fb4b8",
  mintDeep: "#a6dcd4",
  wood: "#e8d5b9",
};

export const W = 1200;
export const H = 800;
export const INK = C.ink;
