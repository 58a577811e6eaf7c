import React, { type ReactNode, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import tool from '../toolButton.module.css';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * Puts the page's Markdown on the clipboard. Writing a ClipboardItem whose
 * content is still being fetched keeps the click's user activation in
 * browsers that require it (Safari); where that is not supported, the text
 * is written once it has arrived.
 */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetchMarkdown(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch (error) {
      // Only a browser without promise-valued ClipboardItems gets a second try.
      if (!(error instanceof TypeError)) throw error;
    }
  }
  if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
  await navigator.clipboard.writeText(await text);
}

/**
 * "Copy page": the page as Markdown on the clipboard, confirmed in words.
 * If the browser refuses the clipboard, it offers the Markdown file instead.
 * The status line floats below the button, so nothing moves when it appears.
 */
export default function CopyPage({ markdownUrl }: { markdownUrl: string }): ReactNode {
  const [state, setState] = useState<State>('idle');
  const fallback = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (state === 'failed') fallback.current?.focus();
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 5000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('copying');
    try {
      await copyMarkdown(markdownUrl);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.copyPage}>
      <button type="button" className={clsx(tool.toolButton, styles.button)} onClick={copy} aria-busy={state === 'copying'}>
        <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M5 1.5A1.5 1.5 0 0 1 6.5 0h6A1.5 1.5 0 0 1 14 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-6A1.5 1.5 0 0 1 5 10.5v-9Zm1.5-.25a.25.25 0 0 0-.25.25v9c0 .14.11.25.25.25h6a.25.25 0 0 0 .25-.25v-9a.25.25 0 0 0-.25-.25h-6ZM2 5.5A1.5 1.5 0 0 1 3.5 4h.25v1.25H3.5a.25.25 0 0 0-.25.25v9c0 .14.11.25.25.25h6a.25.25 0 0 0 .25-.25v-.25H11v.25A1.5 1.5 0 0 1 9.5 16h-6A1.5 1.5 0 0 1 2 14.5v-9Z"
          />
        </svg>
        Copy page
      </button>
      <div role="status" aria-live="polite">
        {state === 'copied' && <p className={styles.message}>Copied this page as Markdown.</p>}
        {state === 'failed' && (
          <p className={styles.message}>
            Copying was not allowed here.{' '}
            <a ref={fallback} href={markdownUrl} target="_blank" rel="noopener">
              Open the page as Markdown
            </a>{' '}
            to copy it from there.
          </p>
        )}
      </div>
    </div>
  );
}
