import React from "react";
import { Link } from "gatsby";
import { useNavigation } from "../../hooks/useNavigation";
import { useSiteSettings, type SiteSettings } from "../../hooks/useSiteSettings";
import { useHydrated } from "../../hooks/useHydrated";
import { MainNav } from "../MainNav/MainNav";
import { MenuDrawer } from "../MenuDrawer/MenuDrawer";
import { LanguageSwitch } from "../LanguageSwitch/LanguageSwitch";
import { BookOnlineLink } from "../BookOnline/BookOnline";
import { PracticeName, useLocalise, useStrings } from "../../i18n/LanguageContext";
import { island } from "../../islands/Island";
import type { MenuItem } from "../../lib/types";
import * as styles from "./Header.module.css";

type HeaderBarProps = Pick<SiteSettings, "name" | "phoneTel" | "phoneDisplay"> & {
  currentPath: string;
  items: readonly MenuItem[];
  bookingUrl: string | null;
};

/** Skip link, menu button, logo and name, main navigation, language switch, "Book online", call button; on phones one row, the rest in the menu. */
export function Header({ currentPath }: { currentPath: string }) {
  const { name, phoneTel, phoneDisplay, bookingUrl } = useSiteSettings();
  return (
    <HeaderIsland {...{ currentPath, items: useNavigation(), name, phoneTel, phoneDisplay }} bookingUrl={bookingUrl ?? null} />
  );
}

function HeaderBar({ currentPath, items, name, phoneTel, phoneDisplay, bookingUrl }: HeaderBarProps) {
  const strings = useStrings();
  const localise = useLocalise();
  const hydrated = useHydrated();
  return (
    <header className={styles.header} data-hydrated={hydrated ? "true" : undefined}>
      <a className={styles.skipLink} href="#main">
        {strings.skipToContent}
      </a>
      <div className={styles.bar}>
        <MenuDrawer items={items} currentPath={currentPath} bookingUrl={bookingUrl} />
        <Link to={localise("/")} className={styles.brand}>
          {/* /logo.svg drawn as a bitmap (npm run media): a slow phone draws an SVG image as a document of its own. */}
          <img src="/logo.png" alt="" width={40} height={40} className={styles.logo} />
          <PracticeName name={name} className={styles.name} />
        </Link>
        <MainNav items={items} currentPath={currentPath} />
        <LanguageSwitch currentPath={currentPath} className={styles.language} />
        <BookOnlineLink url={bookingUrl} className={styles.book} />
        <a className={styles.call} href={`tel:${phoneTel}`}>
          <svg className={styles.callIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
            />
          </svg>
          <span className={styles.callLabel}>{strings.call} </span>
          <span className={styles.callNumber}>{phoneDisplay}</span>
        </a>
      </div>
    </header>
  );
}

export const HeaderIsland = island("header", HeaderBar, { hydrate: "intent" });
