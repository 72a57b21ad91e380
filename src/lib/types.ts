/** Small domain shapes the components take, so they never depend on whole query results. */
export interface MenuLink {
  readonly label: string;
  readonly href: string;
}
interface MenuGroup {
  readonly heading: string;
  readonly links: readonly MenuLink[];
}
export interface MenuItem {
  readonly label: string;
  readonly href?: string | null;
  readonly note?: string | null;
  readonly groups?: readonly MenuGroup[] | null;
}
interface SidebarLink {
  readonly path: string;
  readonly label: string;
}
export interface SidebarCategory {
  readonly title: string;
  readonly links: readonly SidebarLink[];
}
export interface CardItem {
  readonly title: string;
  readonly description: string;
}
export interface CardSection {
  readonly title: string;
  readonly items: readonly CardItem[];
}
