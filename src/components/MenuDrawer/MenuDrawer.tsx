import React, { useEffect, useRef, useState } from "react";
import { useBrowserLayoutEffect, useHydrated } from "../../hooks/useHydrated";
import { ownTargetLink } from "../../lib/menu";
import type { MenuItem } from "../../lib/types";
import { useStrings } from "../../i18n/LanguageContext";
import { BookOnlineLink } from "../BookOnline/BookOnline";
import { LanguageSwitch } from "../LanguageSwitch/LanguageSwitch";
import { NavLink } from "../MainNav/MainNav";
import { isPlainClick } from "../../islands/attributes";
import * as styles from "./MenuDrawer.module.css";

const MENU_DIALOG_ID = "site-menu";

const groupKey = (itemIndex: number, groupIndex: number) => `${itemIndex}-${groupIndex}`;

type MenuDrawerProps = { items: readonly MenuItem[]; currentPath: string; bookingUrl?: string | null };

/**
 * The small-screen menu: a menu button opening a modal side drawer (native <dialog>, so focus
 * stays inside and the page behind is inert). Without JavaScript it is a plain disclosure.
 */
export function MenuDrawer({ items, currentPath, bookingUrl }: MenuDrawerProps) {
  const [accordion, setAccordion] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The group of the control that had focus when the layout changed, whose control may be gone (a toggle becomes a heading).
  const groupOfFocus = useRef<string | null>(null);
  useEffect(() => {
    const narrow = window.matchMedia("(max-width: 768px)");
    const wide = window.matchMedia("(min-width: 1024px)");
    const update = () => {
      const active = document.activeElement;
      groupOfFocus.current = active?.getAttribute("aria-controls") ?? active?.closest("ul[id]")?.id ?? null;
      setAccordion(narrow.matches);
      // The drawer is hidden from 1,024 px: a screen turned or widened past that closes it, or the page behind stays inert.
      if (wide.matches) dialogRef.current?.close();
    };
    update();
    for (const query of [narrow, wide]) query.addEventListener("change", update);
    return () => [narrow, wide].forEach((query) => query.removeEventListener("change", update));
  }, []);
  const strings = useStrings();
  const [open, setOpen] = useState(false);
  // One at a time, or all in a menu adopted open from the no-JavaScript disclosure.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(new Set());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // The link the visitor was on in the open no-script menu (focused, or else the first in sight) and its height on the screen.
  const onLink = useRef<{ href: string; top: number; focused: boolean } | null>(null);
  const focusButton = useRef(false);

  const hydrated = useHydrated(() => {
    const details = detailsRef.current;
    if (!details || details.offsetParent === null) return;
    const active = document.activeElement;
    focusButton.current = !details.open && details.contains(active);
    if (!details.open) return;
    const bar = details.parentElement;
    const navTop = bar?.querySelector("nav")?.getBoundingClientRect().top ?? 0;
    const focused = active instanceof HTMLAnchorElement && bar?.contains(active) ? active : null;
    const link = focused ?? Array.from(bar?.querySelectorAll("nav a") ?? []).find((a) => a.getBoundingClientRect().top >= navTop);
    const href = link?.getAttribute("href");
    onLink.current = link && href ? { href, top: link.getBoundingClientRect().top, focused: link === focused } : null;
    setOpenGroups(
      new Set(items.flatMap((item, itemIndex) => (item.groups ?? []).map((_, groupIndex) => groupKey(itemIndex, groupIndex)))),
    );
    setOpen(true);
  });

  // Before the paint, so an adopted menu is never seen closed.
  useBrowserLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (focusButton.current) {
      focusButton.current = false;
      // Where the visitor tapped it: a partly scrolled-away button is not scrolled back into view.
      buttonRef.current?.focus({ preventScroll: true });
    }
    if (open && !dialog.open) {
      dialog.showModal();
      const on = onLink.current;
      onLink.current = null;
      const link = on && dialog.querySelector<HTMLElement>(`a[href="${CSS.escape(on.href)}"]`);
      if (on && link) {
        // Where it was: a menu scrolled before the scripts arrived is not scrolled back to its top.
        dialog.scrollTop += link.getBoundingClientRect().top - on.top;
        if (on.focused) link.focus();
      }
    }
    if (!open && dialog.open) dialog.close();
  }, [open, hydrated]);

  // Focus lost to a layout change (its control removed or hidden) goes back to the same group in the new layout.
  useBrowserLayoutEffect(() => {
    const group = groupOfFocus.current;
    groupOfFocus.current = null;
    const dialog = dialogRef.current;
    if (!group || !dialog?.open || dialog.contains(document.activeElement)) return;
    const control =
      dialog.querySelector<HTMLElement>(`[aria-controls="${group}"]`) ?? document.getElementById(group)?.querySelector("a");
    control?.focus();
  }, [accordion]);

  const onClosed = () => {
    setOpen(false);
    setOpenGroups(new Set());
    buttonRef.current?.focus();
  };
  const close = () => dialogRef.current?.close();
  const link = (href: string, label: string) => <NavLink href={href} label={label} currentPath={currentPath} />;

  if (!hydrated) {
    // Until scripts run, a disclosure showing the main navigation itself as a panel (MainNav.module.css).
    return (
      <details ref={detailsRef} className={styles.noScript}>
        <summary className={styles.menuButton}>
          <span className={styles.burger} aria-hidden="true" />
          {strings.menu}
        </summary>
      </details>
    );
  }

  return (
    <div className={styles.drawerRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={MENU_DIALOG_ID}
        onClick={() => setOpen(true)}
      >
        <span className={styles.burger} aria-hidden="true" />
        {strings.menu}
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={MENU_DIALOG_ID}
        className={styles.dialog}
        aria-labelledby="site-menu-title"
        aria-modal="true"
        onClose={onClosed}
        onClick={(event) => {
          // A click on the dialog element itself, outside its panel, is a click on the backdrop; a plain click on any
          // of its links (a page, the other language, booking) leaves the page, which Back must show with the drawer shut.
          const leaving = event.target instanceof Element && event.target.closest("a") && isPlainClick(event);
          if (event.target === event.currentTarget || leaving) close();
        }}
        onKeyDown={(event) => {
          // Tab cycles within the dialog instead of passing through the browser's toolbar.
          if (event.key !== "Tab") return;
          const focusable = Array.from(
            event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"),
          ).filter((element) => element.offsetParent !== null);
          // Past the last control forward, or the first one backward, to the other end.
          const ends = [focusable[0], focusable[focusable.length - 1]];
          const [from, to] = event.shiftKey ? ends : ends.reverse();
          if (!from || document.activeElement !== from) return;
          event.preventDefault();
          to?.focus();
        }}
      >
        {open ? (
          <div className={styles.panel}>
            <div className={styles.panelHeader}>
              <h2 id="site-menu-title" className={styles.title}>
                {strings.menu}
              </h2>
              <button type="button" className={styles.closeButton} onClick={close} aria-label={strings.closeMenu}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <p className={styles.language}>
              <LanguageSwitch currentPath={currentPath} />
            </p>
            <BookOnlineLink url={bookingUrl} className={styles.book} />
            <nav aria-label={strings.mainNavigation}>
              <ul className={styles.list}>
                {items.map((item, itemIndex) => {
                  const own = ownTargetLink(item, strings.menuOverview);
                  if (!item.groups?.length && !item.note)
                    return (
                      <li key={item.label} className={styles.topItem}>
                        {link(item.href ?? "/", item.label)}
                      </li>
                    );
                  return (
                    <li key={item.label} className={styles.topItem}>
                      <p className={styles.itemLabel}>{item.label}</p>
                      {item.note ? <p className={styles.note}>{item.note}</p> : null}
                      {own ? <p className={styles.ownLink}>{link(own.href, own.label)}</p> : null}
                      {item.groups?.map((group, groupIndex) => {
                        const key = groupKey(itemIndex, groupIndex);
                        const panelId = `drawer-group-${key}`;
                        const expanded = !accordion || openGroups.has(key);
                        return (
                          <div key={group.heading} className={styles.group}>
                            {accordion ? (
                              <button
                                type="button"
                                className={styles.groupToggle}
                                aria-expanded={expanded}
                                aria-controls={panelId}
                                onClick={() =>
                                  setOpenGroups(
                                    (current) => new Set(current.has(key) ? [...current].filter((k) => k !== key) : [key]),
                                  )
                                }
                              >
                                {group.heading}
                                <span className={styles.chevron} aria-hidden="true" />
                              </button>
                            ) : (
                              <p className={styles.groupHeading}>{group.heading}</p>
                            )}
                            <ul id={panelId} className={styles.groupLinks} hidden={!expanded}>
                              {group.links.map((groupLink) => (
                                <li key={groupLink.href}>{link(groupLink.href, groupLink.label)}</li>
                              ))}
                            </ul>
                          </div>
                        );
                      })}
                    </li>
                  );
                })}
              </ul>
            </nav>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
