import React, { Suspense, lazy, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import { useDocsData, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type DemoModule = { default: ComponentType };

/**
 * A page writes `<LiveDemo name="X" />` (and maybe `height`); the build (remark.mjs in this
 * folder) adds `source` and `load`, both from `X.tsx` in the demos folder of the page's docs version.
 */
type Props = {
  /** The demo screen's file name without `.tsx`. */
  name: string;
  /** That file, highlighted at build time. */
  source: { code: string; highlighted?: string };
  /** A dynamic import of that file: its code is fetched only when the preview mounts. */
  load: () => Promise<DemoModule>;
  /** Height of the preview in CSS pixels; the placeholder has the same size, so nothing shifts. */
  height?: number;
};

const LOADING = 'Loading the live demo…';

// One lazy component per demo and attempt: React.lazy caches a failed import, so Retry needs a new one.
const lazyDemos = new Map<string, React.LazyExoticComponent<ComponentType>>();
function lazyDemo(version: string, name: string, load: Props['load'], attempt: number) {
  const key = `${version}/${name}#${attempt}`;
  let component = lazyDemos.get(key);
  if (!component) {
    component = lazy(() => {
      // Lets `npm run bench` count exactly the scripts requested from here on.
      performance.mark('live-demo:load');
      // Reanimated's Babel plugin emits `global` in development builds (`npm run dev`),
      // and the bundler leaves that name alone.
      (globalThis as { global?: typeof globalThis }).global ??= globalThis;
      return load();
    });
    lazyDemos.set(key, component);
  }
  return component;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

function Placeholder({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.placeholder}>{children}</div>;
}

/** Renders nothing; its effect runs once the demo (or its error message) has committed. */
function Settled({ onLoaded }: { onLoaded: () => void }): null {
  useEffect(onLoaded, [onLoaded]);
  return null;
}

type PreviewProps = { version: string; name: string; load: Props['load']; generation: number; onLoaded: () => void };

function Preview({ version, name, load, generation, onLoaded }: PreviewProps): ReactNode {
  const [attempt, setAttempt] = useState(0);
  const Demo = lazyDemo(version, name, load, attempt);
  return (
    <ErrorBoundary
      fallback={({ error, tryAgain }) => (
        <Placeholder>
          <Settled onLoaded={onLoaded} />
          <div role="alert" className={styles.error}>
            <p>The live demo stopped: {error.message}</p>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => {
                setAttempt((n) => n + 1);
                tryAgain();
              }}
            >
              Retry
            </button>
          </div>
        </Placeholder>
      )}
    >
      <Suspense fallback={<Placeholder>{LOADING}</Placeholder>}>
        <Demo key={generation} />
        <Settled onLoaded={onLoaded} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Frames one live demo: the real library running through react-native-web,
 * above the exact source file that runs. The demo's code is only fetched in
 * the browser, so the server HTML (and every other page) carries none of it.
 */
export default function LiveDemo({ name, source, load, height = 520 }: Props): ReactNode {
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const onLoaded = useCallback(() => setLoaded(true), []);
  const reducedMotion = usePrefersReducedMotion();
  const file = `${name}.tsx`;
  // The guide link follows the docs version of the page the demo sits on.
  const version = useDocsVersion().version;
  const animationsGuide = useDocsData(undefined)
    .versions.find((v) => v.name === version)
    ?.docs.find((doc) => doc.id === 'guides/animations')?.path;
  return (
    <figure className={styles.liveDemo} aria-label={`Live demo: ${file}`}>
      <figcaption className={styles.toolbar}>
        <span className={styles.caption}>
          <strong>Live demo</strong> <span className={styles.hint}>drag with a mouse, pen or finger</span>
        </span>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => setGeneration((n) => n + 1)}
          aria-label={`Reset the live demo ${file}`}
        >
          Reset
        </button>
      </figcaption>
      {reducedMotion && (
        <p className={styles.note} role="note">
          Your system asks for reduced motion, so Reanimated skips the animations here: items jump straight to where they end up. See{' '}
          <Link to={`${animationsGuide}#respecting-reduced-motion`}>reduced motion</Link>.
        </p>
      )}
      <div className={styles.stage}>
        <div className={styles.device} style={{ height }} aria-busy={!loaded} data-testid="live-demo-preview">
          <BrowserOnly
            fallback={
              <Placeholder>
                {LOADING}
                <noscript> It needs JavaScript; the code below is the whole screen.</noscript>
              </Placeholder>
            }
          >
            {() => <Preview version={version} name={name} load={load} generation={generation} onLoaded={onLoaded} />}
          </BrowserOnly>
        </div>
      </div>
      <CodeBlock language="tsx" title={file} className={styles.code} highlighted={source.highlighted}>
        {source.code}
      </CodeBlock>
    </figure>
  );
}
