import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { useHydrated } from "../../hooks/useHydrated";
import { isCurrent, ownTargetLink } from "../../lib/menu";
import { isPlainClick } from "../../islands/attributes";
import type { MenuItem, MenuLink } from "../../lib/types";
import { useStrings } from "../../i18n/LanguageContext";
import { LanguageSwitch } from "../LanguageSwitch/LanguageSwitch";
import * as styles from "./MainNav.module.css";

type NavLinkProps = MenuLink & { currentPath: string; className?: string; onClick?: () => void };

/** A menu link, marked as the current page when it leads to the page at `currentPath`. */
export function NavLink({ href, label, currentPath, className, onClick }: NavLinkProps) {
  return (
    <Link
      to={href}
      className={className}
      aria-current={isCurrent(href, currentPath) ? "page" : undefined}
      // A new tab or window leaves the menu as it is.
      onClick={(event) => isPlainClick(event) && onClick?.()}
    >
      {label}
    </Link>
  );
}

/**
 * The wide-screen navigation: a disclosure mega menu. A mouse over an entry shows its panel, a click
 * opens it until a second click; without JavaScript a panel opens while hovered or focused, and on
 * narrow screens the no-script menu button shows this navigation as a panel.
 */
export function MainNav({ items, currentPath }: { items: readonly MenuItem[]; currentPath: string }) {
  // The open panel; `pinned` when its button opened it (it stays until pressed again, Escape, a press outside its entry or focus moving out of it).
  const [open, setOpen] = useState<{ index: number; pinned: boolean } | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  const strings = useStrings();
  // A panel showing when the scripts arrive stays open: pinned if its button was clicked or tapped
  // (focused, not as the keyboard focuses, no longer pressed), else shown as the pointer shows one.
  const hydrated = useHydrated(() => {
    if (!window.matchMedia?.("(min-width: 1024px)").matches) return;
    const entries = navRef.current?.querySelectorAll(":scope > ul > li") ?? [];
    entries.forEach((entry, index) => {
      const button = entry.querySelector("[aria-controls]");
      if (button && entry.matches(":focus-within, :hover"))
        setOpen({ index, pinned: button.matches(":focus:not(:focus-visible, :active)") });
    });
  });

  // A press outside the open entry or Escape anywhere closes its panel (the entry's own Escape also returns focus).
  useEffect(() => {
    if (open === null) return;
    const listeners = new AbortController();
    const { signal } = listeners;
    const entry = navRef.current?.querySelectorAll(":scope > ul > li")[open.index];
    document.addEventListener("pointerdown", (event) => entry?.contains(event.target as Node) || setOpen(null), { signal });
    document.addEventListener("keydown", (event) => event.key === "Escape" && setOpen(null), { signal });
    return () => listeners.abort();
  }, [open]);

  return (
    <nav ref={navRef} aria-label={strings.mainNavigation} className={hydrated ? styles.nav : `${styles.nav} ${styles.noScript}`}>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const hasPanel = Boolean(item.groups?.length || item.note);
          if (!hasPanel)
            return (
              <li key={item.label} className={styles.item}>
                <NavLink href={item.href ?? "/"} label={item.label} currentPath={currentPath} className={styles.topLink} />
              </li>
            );
          const panelId = `main-nav-panel-${index}`;
          const expanded = open?.index === index;
          const own = ownTargetLink(item, strings.menuOverview);
          return (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={item.label}
              className={styles.item}
              onPointerEnter={(event) => {
                if (event.pointerType !== "mouse") return;
                clearTimeout(leaving.current);
                setOpen((current) => (current?.pinned ? current : { index, pinned: false }));
              }}
              onPointerLeave={(event) => {
                const entry = event.currentTarget;
                if (event.pointerType !== "mouse") return;
                // The panel outlasts the mouse leaving by the time it takes to cross the gap to the panel.
                leaving.current = setTimeout(
                  () =>
                    setOpen((current) =>
                      current?.index === index && !current.pinned && !entry.contains(document.activeElement) ? null : current,
                    ),
                  300,
                );
              }}
              // On the entry, not the document, so that it is there as soon as the panel shows.
              onKeyDown={(event) => {
                if (event.key === "Escape" && expanded) {
                  event.stopPropagation();
                  event.currentTarget.querySelector("button")?.focus();
                  setOpen(null);
                }
              }}
              onBlur={(event) => {
                // Focus moving to nothing or to a focusable ancestor (a wrapper with tabindex="-1") is a press on text,
                // which leaves the panel open (a press outside the entry closes it above).
                const to = event.relatedTarget;
                if (expanded && to && !to.contains(event.currentTarget) && !event.currentTarget.contains(to)) setOpen(null);
              }}
            >
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={hydrated ? expanded : false}
                aria-controls={panelId}
                onClick={() =>
                  setOpen((current) => (current?.index === index && current.pinned ? null : { index, pinned: true }))
                }
              >
                <span className={styles.label}>{item.label}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              <div id={panelId} className={styles.panel} hidden={hydrated ? !expanded : undefined}>
                {item.note ? <p className={styles.note}>{item.note}</p> : null}
                {own ? (
                  <p className={styles.ownLink}>
                    <NavLink {...own} currentPath={currentPath} onClick={() => setOpen(null)} />
                  </p>
                ) : null}
                {item.groups?.length ? (
                  <div className={styles.groups}>
                    {item.groups.map((group, groupIndex) => {
                      const headingId = `${panelId}-group-${groupIndex}`;
                      return (
                        <div key={group.heading} role="group" aria-labelledby={headingId}>
                          <p id={headingId} className={styles.groupHeading}>
                            {group.heading}
                          </p>
                          <ul className={styles.groupLinks}>
                            {group.links.map((link) => (
                              <li key={link.href}>
                                <NavLink {...link} currentPath={currentPath} onClick={() => setOpen(null)} />
                              </li>
                            ))}
                          </ul>
                        </div>
                      );
                    })}
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {hydrated ? null : (
        <p className={styles.language}>
          <LanguageSwitch currentPath={currentPath} />
        </p>
      )}
    </nav>
  );
}
