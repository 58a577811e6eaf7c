import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const DESTINATIONS = [
  { to: '/', label: 'Home page', hint: 'Start from the top' },
  { to: '/docs/intro', label: 'Documentation', hint: 'Guides, components and hooks' },
  { to: '/docs/api/overview', label: 'API reference', hint: 'Every export and prop' },
  { to: '/search', label: 'Search the docs', hint: 'Find a page by keyword' },
] as const;

/** Keeps the stock not-found message and adds links back into the site, so a reader is never stranded. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <nav aria-label="Ways back" className={styles.wayBack}>
        <ul>
          {DESTINATIONS.map(({ to, label, hint }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
              <span>{hint}</span>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
