import type { CopyrightLineProps } from "../components/Footer/Footer";
import type { HeaderBarProps } from "../components/Header/Header";
import type { MapPanelProps } from "../components/MapEmbed/MapEmbed";
import type { ServiceVideoProps } from "../components/ServiceMedia/ServiceMedia";

/** The props of each island, by the name its data block carries. */
export interface IslandProps {
  header: HeaderBarProps;
  map: MapPanelProps;
  video: ServiceVideoProps;
  copyright: CopyrightLineProps;
}

export type IslandName = keyof IslandProps;
