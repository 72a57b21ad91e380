/** Small domain shapes the components take, so they never depend on whole query results. */
export type MenuLink = { readonly label: string; readonly href: string };
type MenuGroup = { readonly heading: string; readonly links: readonly MenuLink[] };
export type MenuItem = {
  readonly label: string;
  readonly href?: string | null;
  readonly note?: string | null;
  readonly groups?: readonly MenuGroup[] | null;
};
type SidebarLink = { readonly path: string; readonly label: string };
export type SidebarCategory = { readonly title: string; readonly links: readonly SidebarLink[] };
export type CardItem = { readonly title: string; readonly description: string };
export type CardSection = { readonly title: string; readonly items: readonly CardItem[] };
