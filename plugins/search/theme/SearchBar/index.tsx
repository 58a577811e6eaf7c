/**
 * The navbar search box (shadowing the classic theme's): a combobox whose index loads in the worker on
 * the first focus or hover, with a ring meanwhile; at most 8 suggestions; "No results", query errors and
 * failures as a message in words; the status busy until the latest query's answer; Cmd/Ctrl+K with a hint.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { searchResultLimits } from '../../client/options';
import { isMacPlatform, matchesShortcut, shortcutKeys } from '../../client/keymap.mjs';
import { searchPageUrl, useReadVersionUrl, useSearch } from '../../client/useSearch';
import type { SearchHit } from '../../client/types';
import Suggestions, { optionId } from './Suggestions';
import styles from './styles.module.css';
import LoadingRing from '@site/src/components/LoadingRing';
import hidden from '@site/src/css/hidden.module.css';

const LIMIT: number = searchResultLimits;
/** The same empty list from render to render, so the memoised list skips a keystroke's render. */
const NO_HITS: SearchHit[] = [];

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

  const isMac = useMemo(() => (isBrowser ? isMacPlatform() : null), [isBrowser]);
  useEffect(() => {
    if (isMac === null) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (matchesShortcut(event, isMac)) {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMac]);

  const hits = useMemo(() => (answer?.kind === 'results' ? answer.hits.slice(0, LIMIT) : NO_HITS), [answer]);
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
  const activeId = showList && active >= 0 && active < hits.length ? optionId(listId, active) : undefined;

  const message = expanded && (answer?.kind === 'no-results' || answer?.kind === 'error') ? answer.message : null;
  const announcement = showList ? `${hits.length} ${hits.length === 1 ? 'suggestion' : 'suggestions'}` : (message ?? '');

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
        aria-keyshortcuts={isMac === null ? undefined : shortcutKeys(isMac, true).join('+')}
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
      {isMac !== null && value === '' && (
        <span className={styles.hint} aria-hidden="true">
          {shortcutKeys(isMac).map((hint) => (
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
        <Suggestions listId={listId} hits={hits} active={active} hidden={!showList} onActivate={setActive} onPick={closeAndGo} />
        <div
          id={statusId}
          role="status"
          aria-busy={pending || undefined}
          className={clsx(message ? styles.message : hidden.hidden, {
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
