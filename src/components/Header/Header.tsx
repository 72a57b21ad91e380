import React from "react";
import { Link } from "gatsby";
import { useNavigation } from "../../hooks/useNavigation";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { useHydrated } from "../../hooks/useHydrated";
import { MainNav } from "../MainNav/MainNav";
import { MenuDrawer } from "../MenuDrawer/MenuDrawer";
import { LanguageSwitch } from "../LanguageSwitch/LanguageSwitch";
import { useLocalise, useStrings } from "../../i18n/LanguageContext";
import * as styles from "./Header.module.css";

/** Skip link, menu button (narrow screens), logo and name, main navigation (wide screens), language switch, call button. */
export function Header({ currentPath }: { currentPath: string }) {
  const settings = useSiteSettings();
  const items = useNavigation();
  const strings = useStrings();
  const localise = useLocalise();
  // Marks the page as interactive, for the browser tests to wait on.
  const hydrated = useHydrated();
  return (
    <header className={styles.header} data-hydrated={hydrated ? "true" : undefined}>
      <a className={styles.skipLink} href="#main">
        {strings.skipToContent}
      </a>
      <div className={styles.bar}>
        <MenuDrawer items={items} currentPath={currentPath} />
        <Link to={localise("/")} className={styles.brand}>
          <img src="/logo.svg" alt="" width={40} height={40} className={styles.logo} />
          <span className={styles.name}>{settings.name}</span>
        </Link>
        <MainNav items={items} currentPath={currentPath} />
        <LanguageSwitch currentPath={currentPath} className={styles.language} />
        <a className={styles.call} href={`tel:${settings.phoneTel}`}>
          <span className={styles.callLabel}>{strings.call} </span>
          {settings.phoneDisplay}
        </a>
      </div>
    </header>
  );
}
