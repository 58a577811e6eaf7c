/**
 * The search box's list of suggestions. Memoised: a keystroke re-renders
 * the box (its value, the busy status) while the list still shows the
 * previous answer, so the list renders only when the hits or the active one
 * change, and the keystroke's own render stays short.
 */
import React, { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import { SNIPPET_LENGTH } from '../../client/useSearch';
import { makeSnippet } from '../../client/snippet.mjs';
import type { SearchHit } from '../../client/types';
import styles from './styles.module.css';

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

/** The id of the option at `index` in the list `listId` (for aria-activedescendant). */
export const optionId = (listId: string, index: number): string => `${listId}-${index}`;

function Suggestions({
  listId,
  hits,
  active,
  hidden,
  onActivate,
  onPick,
}: {
  listId: string;
  hits: SearchHit[];
  active: number;
  hidden: boolean;
  /** The pointer moved over the option at this index. */
  onActivate: (index: number) => void;
  /** A hit was chosen: go to its URL. */
  onPick: (url: string) => void;
}): ReactNode {
  return (
    <ul id={listId} role="listbox" aria-label="Search suggestions" className={styles.list} hidden={hidden}>
      {hits.map((hit, i) => {
        const path = hitPath(hit);
        return (
          <li
            key={hit.id}
            id={optionId(listId, i)}
            role="option"
            aria-selected={i === active}
            className={clsx(styles.hit, { [styles.hitActive]: i === active })}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onActivate(i)}
            onClick={() => onPick(hit.url)}
          >
            <HitIcon field={hit.field} />
            <span className={styles.hitBody}>
              <span className={styles.hitTitle}>{makeSnippet(hit.text, hit.positions, SNIPPET_LENGTH)}</span>
              {path && <span className={styles.hitPath}>{path}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export default memo(Suggestions);
