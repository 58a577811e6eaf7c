import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

const DESTINATIONS = [
  { to: '/', label: 'Home page', hint: 'Start from the top' },
  { to: '/docs/intro', label: 'Documentation', hint: 'Guides, components and hooks' },
  { to: '/docs/api/overview', label: 'API reference', hint: 'Every export and prop' },
  { to: '/search', label: 'Search the docs', hint: 'Find a page by keyword' },
] as const;

/** Links shown on the not-found page so a reader is never stranded. */
export default function WayBack(): ReactNode {
  return (
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
  );
}
