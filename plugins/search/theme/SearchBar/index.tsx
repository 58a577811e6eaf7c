/**
 * The navbar search box, replacing the classic theme's so that it can show
 * query errors in words.
 *
 * - The index loads in a Web Worker on the first focus or hover, never
 *   before; a loading ring shows meanwhile.
 * - Suggestions: a WAI-ARIA combobox with a listbox; arrows, Enter and
 *   Escape; at most `searchResultLimits` (8) with 50-character snippets.
 * - `No results`, parse errors, the search limits (a query too long, too
 *   slow) and a failed index load show as a message in the dropdown.
 * - Each keystroke's query replaces the one before (see useSearch); the
 *   status is marked busy until the answer to the latest query shows.
 * - Cmd/Ctrl+K focuses the box; the hint shows while the box is empty.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { searchBarShortcut, searchBarShortcutHint, searchBarShortcutKeymap, searchResultLimits } from '../../client/options';
import { ariaShortcut, isMacPlatform, matchesShortcut, parseShortcut, shortcutHints } from '../../client/keymap.mjs';
import { SNIPPET_LENGTH, searchPageUrl, useReadVersionUrl, useSearch } from '../../client/useSearch';
import Highlighted from '../../client/Highlighted';
import type { SearchHit } from '../../client/types';
import styles from './styles.module.css';
import LoadingRing from '@site/src/components/LoadingRing';

const LIMIT: number = searchResultLimits;

function HitIcon({ field }: { field: SearchHit['field'] }): ReactNode {
  const path =
    field === 'title' ? 'M4 2h6l4 4v8H4z M10 2v4h4' : field === 'heading' ? 'M5 3v10 M11 3v10 M5 8h6' : 'M3 4h10 M3 8h10 M3 12h6';
  return (
    <svg className={styles.hitIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function hitPath(hit: SearchHit): string {
  if (hit.field === 'title') return hit.breadcrumb.join(' › ');
  return [hit.pageTitle, hit.section].filter(Boolean).join(' › ');
}

export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const { baseUrl, versionUrl } = useReadVersionUrl();
  const ids = useId();
  const listId = `${ids}-suggestions`;
  const statusId = `${ids}-status`;

  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { answer, indexState, pending, loadIndex, run } = useSearch({ versionUrl, channel: 'box', limit: LIMIT });

  const runQuery = useCallback(
    (query: string) => {
      if (query.trim() === '') setActive(-1);
      void run(query).then((result) => {
        if (!result) return;
        setActive(result.kind === 'results' ? 0 : -1);
        setOpen(true);
      });
    },
    [run],
  );

  // The box may have been focused before hydration.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement === input) {
      setFocused(true);
      loadIndex();
      if (input.value) {
        setValue(input.value);
        runQuery(input.value);
      }
    }
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shortcut = useMemo(() => (isBrowser ? parseShortcut(searchBarShortcutKeymap, isMacPlatform()) : null), [isBrowser]);
  useEffect(() => {
    if (!searchBarShortcut || !shortcut) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (matchesShortcut(event, shortcut)) {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcut]);

  const hits = answer?.kind === 'results' ? answer.hits.slice(0, LIMIT) : [];
  const expanded = open && focused && value.trim() !== '' && answer !== null && answer.kind !== 'blank';
  const showList = expanded && hits.length > 0;

  const allResultsUrl = value.trim() ? searchPageUrl(baseUrl, versionUrl, value) : null;

  /** Closes the box and goes to `url` (a hit, or all results). */
  const closeAndGo = useCallback(
    (url: string) => {
      setOpen(false);
      setActive(-1);
      inputRef.current?.blur();
      history.push(url);
    },
    [history],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!answer || answer.kind === 'blank') return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          if (current < 0) return step === 1 ? 0 : hits.length - 1;
          return (current + step + hits.length) % hits.length;
        });
        return;
      }
      case 'Enter': {
        if (!expanded) return;
        event.preventDefault();
        const hit = hits[active];
        if (hit) closeAndGo(hit.url);
        else if (answer?.kind === 'results' && allResultsUrl) closeAndGo(allResultsUrl);
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
          runQuery('');
        }
        return;
      }
      default:
    }
  };

  const loading = indexState === 'loading';
  const hints = shortcut ? shortcutHints(shortcut) : [];
  const activeId = showList && active >= 0 && active < hits.length ? `${listId}-${active}` : undefined;

  let message: string | null = null;
  if (expanded && answer?.kind === 'no-results') message = answer.message;
  if (expanded && answer?.kind === 'error') message = answer.message;
  let announcement = message ?? '';
  if (showList) announcement = `${hits.length} ${hits.length === 1 ? 'suggestion' : 'suggestions'}`;

  return (
    <div className={clsx('navbar__search', styles.searchBox, { [styles.focused]: focused })} dir="ltr">
      <svg className={styles.searchIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22-4.82-4.82A5.88 5.88 0 0 0 12.06 6.03a6 6 0 1 0-2.46 4.87l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
        />
      </svg>
      <input
        ref={inputRef}
        className={clsx('navbar__search-input', styles.input)}
        type="text"
        role="combobox"
        aria-label="Search"
        placeholder="Search"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={statusId}
        aria-busy={loading || undefined}
        aria-keyshortcuts={searchBarShortcut && shortcut ? ariaShortcut(shortcut) : undefined}
        value={value}
        onMouseEnter={loadIndex}
        onFocus={() => {
          setFocused(true);
          setOpen(true);
          loadIndex();
        }}
        onBlur={() => {
          setFocused(false);
          setOpen(false);
        }}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          runQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {loading && <LoadingRing className={styles.ring} label="Loading search index" />}
      {searchBarShortcut && searchBarShortcutHint && value === '' && hints.length > 0 && (
        <span className={styles.hint} aria-hidden="true">
          {hints.map((hint) => (
            <kbd key={hint} className={styles.key}>
              {hint}
            </kbd>
          ))}
        </span>
      )}
      {value !== '' && (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear search"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setValue('');
            runQuery('');
            inputRef.current?.focus();
          }}
        >
          ✕
        </button>
      )}
      <div className={styles.dropdown} hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label="Search suggestions" className={styles.list} hidden={!showList}>
          {hits.map((hit, i) => (
            <li
              key={hit.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={clsx(styles.hit, { [styles.hitActive]: i === active })}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => closeAndGo(hit.url)}
            >
              <HitIcon field={hit.field} />
              <span className={styles.hitBody}>
                <span className={styles.hitTitle}>
                  <Highlighted text={hit.text} positions={hit.positions} maxLength={SNIPPET_LENGTH} />
                </span>
                {hitPath(hit) && <span className={styles.hitPath}>{hitPath(hit)}</span>}
              </span>
            </li>
          ))}
        </ul>
        <div
          id={statusId}
          role="status"
          aria-busy={pending || undefined}
          className={clsx(message ? styles.message : styles.srOnly, {
            [styles.error]: answer?.kind === 'error',
          })}
        >
          {announcement}
        </div>
        {showList && allResultsUrl && (
          <div className={styles.footer}>
            <a
              href={allResultsUrl}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                if (event.ctrlKey || event.metaKey || event.shiftKey) return;
                event.preventDefault();
                closeAndGo(allResultsUrl);
              }}
            >
              See all results
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
