import React, { type ReactNode } from 'react';
import { compatibilityTables } from '@site/src/data/compatibility.mjs';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The compatibility tables of one docs version, rendered at build time from
 * src/data/compatibility.mjs (the Markdown copy of the page renders the same
 * cells): what each library version declares, and what each Expo SDK
 * bundles. The row of the page's own version is marked.
 */
export default function CompatibilityTable({ version }: { version: string }): ReactNode {
  return (
    <>
      {compatibilityTables(version).map((table) => (
        <ScrollableTable key={table.caption} data-label={table.caption}>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.head.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(({ cells: [first, ...rest], current }) => (
              <tr key={first}>
                <th scope="row">
                  {current ? (
                    <>
                      <strong>{first}</strong> (these docs)
                    </>
                  ) : (
                    first
                  )}
                </th>
                {rest.map((cell, i) => (
                  <td key={table.head[i + 1]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      ))}
    </>
  );
}
