import React, { type ReactNode } from 'react';
import { compatibilityTables } from '@site/data/compatibility.mjs';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

/**
 * The compatibility tables of one docs version, rendered at build time from
 * data/compatibility.mjs (the Markdown copy of the page renders the same
 * cells): what each library version declares, and what each Expo SDK
 * bundles. The row of the page's own version is marked. The key column
 * ("Runs": which library version works on that SDK) comes right after the
 * first, so a phone shows it without scrolling; on a phone the caption also
 * says that the table scrolls sideways.
 */

/** The table's column order: the first column, then the key column if there is one, then the rest. */
function columnOrder(head: string[]): number[] {
  const key = head.indexOf('Runs');
  const rest = head.map((_, i) => i).filter((i) => i !== 0 && i !== key);
  return key > 0 ? [0, key, ...rest] : [0, ...rest];
}
export default function CompatibilityTable({ version }: { version: string }): ReactNode {
  return (
    <>
      {compatibilityTables(version).map((table) => {
        const order = columnOrder(table.head);
        return (
          <ScrollableTable key={table.caption} data-label={table.caption}>
            <caption>
              {table.caption}
              <span className={styles.scrollHint}>Scroll the table sideways to see every column.</span>
            </caption>
            <thead>
              <tr>
                {order.map((i) => (
                  <th key={table.head[i]} scope="col">
                    {table.head[i]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(({ cells, current }) => (
                <tr key={cells[0]}>
                  <th scope="row">
                    {current ? (
                      <>
                        <strong>{cells[0]}</strong> (these docs)
                      </>
                    ) : (
                      cells[0]
                    )}
                  </th>
                  {order.slice(1).map((i) => (
                    <td key={table.head[i]}>{cells[i]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ScrollableTable>
        );
      })}
    </>
  );
}
