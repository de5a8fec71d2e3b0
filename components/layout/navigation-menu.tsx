'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import {
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { NavigationGroup } from '@/lib/catalog/navigation';
import { currentHref } from './current-route';

export interface NavigationMenuLabels {
  /** The navigation landmark's name ("Tools"). */
  navigation: string;
  home: string;
  /** The phone's menu button. */
  menu: string;
}

interface NavigationMenuProps {
  groups: readonly NavigationGroup[];
  homeHref: string;
  labels: NavigationMenuLabels;
  /** The header's actions (language switch, account entry): in the row on a wide screen, in the menu on a phone. */
  children?: ReactNode;
}

/** Tools of one category grouped by chain, in catalogue order. */
function byChain(items: NavigationGroup['items']): [string, NavigationGroup['items']][] {
  const chains = new Map<string, NavigationGroup['items']>();
  for (const item of items) {
    const key = item.chainLabel ?? '';
    chains.set(key, [...(chains.get(key) ?? []), item]);
  }
  return [...chains.entries()];
}

/**
 * The header's menu: Home and the tool categories as disclosure menus (they open without JavaScript), the current
 * page marked (aria-current) and its category highlighted. A dropdown closes on Escape (focus back on its summary),
 * on a click outside and when another opens. On a narrow screen everything sits behind one menu button so the
 * header keeps one row; the button says whether the menu is open (aria-expanded) and which region it opens.
 */
export function NavigationMenu({ groups, homeHref, labels, children }: NavigationMenuProps) {
  const pathname = usePathname();
  const menuId = useId();
  const [isOpen, setIsOpen] = useState(false);
  // Another page (a link in the page, the back button) closes the menu; its dropdowns are keyed on the path below.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setIsOpen(false);
  }
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const current = currentHref(
    pathname,
    groups.flatMap((group) => group.items.map((item) => item.href)),
    homeHref,
  );

  const openDropdowns = useCallback(
    () => Array.from(navRef.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []),
    [],
  );
  const closeDropdowns = useCallback(() => {
    for (const details of openDropdowns()) details.open = false;
  }, [openDropdowns]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const [dropdown] = openDropdowns();
      if (dropdown) {
        const hadFocus = dropdown.contains(document.activeElement);
        closeDropdowns();
        if (hadFocus) dropdown.querySelector('summary')?.focus();
        return;
      }
      if (isOpen) {
        const hadFocus =
          !!menuRef.current?.contains(document.activeElement) || document.activeElement === document.body;
        setIsOpen(false);
        if (hadFocus) buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (!target || !navRef.current?.contains(target)) closeDropdowns();
      if (isOpen && target && !menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setIsOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, openDropdowns, closeDropdowns]);

  // The opened menu takes the focus to its first entry, so keyboard and screen reader users land inside it.
  useEffect(() => {
    if (isOpen) menuRef.current?.querySelector<HTMLElement>('a[href], button, summary')?.focus();
  }, [isOpen]);

  // One dropdown at a time.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const details of openDropdowns()) if (details !== opened) details.open = false;
  };

  // A followed link closes the dropdown and the menu (also when it leads to the page already shown).
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target as Element).closest('a[href]')) return;
    closeDropdowns();
    setIsOpen(false);
  };

  const ariaCurrent = (href: string) => (href === current ? ('page' as const) : undefined);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="site-header__menu-button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="site-header__menu-icon" aria-hidden="true" />
        {labels.menu}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the clicks are the links' own; this only closes the menu after one. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too. */}
      <div
        ref={menuRef}
        id={menuId}
        className={isOpen ? 'site-menu site-menu--open' : 'site-menu'}
        onClick={onMenuClick}
      >
        <nav ref={navRef} className="navigation" aria-label={labels.navigation}>
          <Link className="navigation__link" href={homeHref} aria-current={ariaCurrent(homeHref)}>
            {labels.home}
          </Link>
          {groups.map((group) => {
            const isCurrentGroup = group.items.some((item) => item.href === current);
            return (
              <details
                key={`${group.category}:${pathname}`}
                className={isCurrentGroup ? 'navigation__group navigation__group--current' : 'navigation__group'}
                onToggle={onToggle}
              >
                <summary>{group.label}</summary>
                <div className="navigation__panel">
                  {byChain(group.items).map(([chainLabel, items]) => (
                    <div key={chainLabel || 'general'} className="navigation__chain">
                      {chainLabel && <p className="navigation__chain-label">{chainLabel}</p>}
                      <ul>
                        {items.map((item) => (
                          <li key={item.href}>
                            <Link href={item.href} aria-current={ariaCurrent(item.href)}>
                              {item.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </details>
            );
          })}
        </nav>
        {children && <div className="site-header__actions">{children}</div>}
      </div>
    </>
  );
}
