import React, { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import { loadInStages, type Runtime } from '../../staged-load/staged-load';
import styles from './styles.module.css';

type SampleModule = { default: ComponentType };

/**
 * Set by the build (plugins/live-code/runnable-samples/remark.mjs) around a complete
 * code block: `load` imports the block's own code inside the harness, or
 * `reason` says why the block cannot run in the browser.
 */
type Props = {
  title: string;
  load?: () => Promise<SampleModule>;
  /** The libraries of the page's docs version, evaluated a task each before the sample (as a live demo's); set with `load`. */
  runtime?: Runtime;
  reason?: string;
  /** The element the harness renders, when it passes the sample props (plugins/live-code/runnable-samples/props.mjs). */
  renders?: string;
  children: ReactNode;
};

/**
 * A code sample with a Run button. Nothing of the sample is fetched before
 * the button is pressed; each press mounts it again from the start.
 */
export default function RunnableSample({ title, load, runtime, reason, renders, children }: Props): ReactNode {
  const [Sample, setSample] = useState<ComponentType | null>(null);
  const [runs, setRuns] = useState(0);
  // The page of this docs version that shows the harness.
  const harness = useLayoutDoc('getting-started/setup-provider', undefined)?.path;
  const run = () => {
    if (!load || !runtime) return;
    setSample(() => lazy(() => loadInStages(runtime, load)));
    setRuns((n) => n + 1);
  };
  return (
    // A group, not a section: a page may show two samples of the same file name,
    // and two region landmarks with one name are an accessibility fault.
    <div role="group" className={styles.sample} aria-label={`Code sample: ${title}`}>
      {children}
      <div className={styles.bar}>
        {load ? (
          <button type="button" className="button button--primary button--sm" onClick={run} aria-label={`Run ${title}`}>
            {runs ? 'Run again' : 'Run'}
          </button>
        ) : (
          <p className={styles.reason}>Not runnable in the browser: {reason}.</p>
        )}
        {load && renders && (
          <span className={styles.renders}>
            Run renders <code>{renders}</code>
          </span>
        )}
        {load && harness && (
          <Link className={styles.harness} to={`${harness}#running-the-samples-on-this-site`}>
            What Run adds around the sample
          </Link>
        )}
      </div>
      {Sample && (
        <div className={styles.device} data-testid="runnable-sample-preview" aria-label={`Running: ${title}`} role="group">
          <ErrorBoundary
            key={runs}
            fallback={({ error }) => (
              <p role="alert" className={styles.message}>
                The sample stopped: {error.message}
              </p>
            )}
          >
            <Suspense fallback={<p className={styles.message}>Loading {title}…</p>}>
              <Sample />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </div>
  );
}
