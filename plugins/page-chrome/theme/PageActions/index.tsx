import React, { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { PageAction } from '../../page-links.mjs';
import clsx from 'clsx';
import tool from '../toolButton.module.css';
import styles from './styles.module.css';
import hidden from '@site/src/css/hidden.module.css';

/**
 * A menu button with the page's other actions (its Markdown, the assistants,
 * the repository), as the WAI-ARIA menu button pattern describes it: Enter,
 * Space or the arrow keys open it on an item, the arrows, Home and End move,
 * Escape closes it and gives focus back to the button, Tab or a click
 * elsewhere closes it. The items are plain links, in the server HTML too.
 */
export default function PageActions({ actions }: { actions: PageAction[] }): ReactNode {
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const all = items();
    all.at(focusAt)?.focus();
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open, focusAt]);

  const openAt = (index: number) => {
    setFocusAt(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      all[(moves[event.key] + all.length) % all.length].focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ') {
      event.preventDefault();
      all[at]?.click();
    }
  };

  return (
    <div ref={root} className={styles.pageActions}>
      <button
        ref={button}
        type="button"
        className={clsx(tool.toolButton, styles.button)}
        aria-label="More page actions"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3.2 5.7a.75.75 0 0 1 1.06 0L8 9.44l3.74-3.74a.75.75 0 1 1 1.06 1.06L8.53 11.03a.75.75 0 0 1-1.06 0L3.2 6.76a.75.75 0 0 1 0-1.06Z"
          />
        </svg>
      </button>
      <ul ref={menu} id={menuId} role="menu" aria-label="Page actions" className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        {actions.map((action) => (
          <li key={action.label} role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={action.href}
              {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={() => close(true)}
            >
              {action.label}
              {action.external && <span className={hidden.hidden}> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
