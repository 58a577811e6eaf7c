import React, {
  Component,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import { EarlyGesture } from '../../live-demos/early-gesture';
import { FRAME_ATTRIBUTE } from '../../live-demos/early-input';
import { useLoadOnIntent } from '../../staged-load/intent';
import { loadInStages, type Runtime } from '../../staged-load/staged-load';
import { afterSettled } from '../../staged-load/settled';
import hidden from '@site/src/css/hidden.module.css';
import shared from '../../styles.module.css';
import styles from './styles.module.css';

type DemoModule = { default: ComponentType };

/**
 * A page writes `<LiveDemo name="X" />` (and maybe `height`); the build (remark.mjs in the plugin)
 * adds `source`, `frame`, `runtime` and `load`, all from `X.tsx` in the demos folder of the page's docs version.
 */
type Props = {
  /** The demo screen's file name without `.tsx`. */
  name: string;
  /** That file, highlighted at build time. */
  source: { code: string; highlighted?: string };
  /** On the server, the screen's first frame as HTML (live-demos/frame/render.ts); in the browser, null: the page keeps the server's. */
  frame: string | null;
  /** The libraries the screen runs on, evaluated one at a time (staged-load/runtime/loader.mjs). */
  runtime: Runtime;
  /** A dynamic import of the screen's file. */
  load: () => Promise<DemoModule>;
  /** A link that opens that file in Expo Snack, with the source and the dependencies of the page's docs version (snack/snack.mjs). */
  snack: string;
  /** Height of the preview in CSS pixels; the frame and the live screen fill the same box. */
  height?: number;
};

/**
 * `frame`: the server's first frame, not running yet. `loading`: the reader showed intent (pointer, touch or
 * focus) and its code is on its way. `live`: the screen runs. `failed`: its code did not load.
 */
type Phase = 'frame' | 'loading' | 'live' | 'failed';

const LOADING = 'Loading the live demo…';

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

function Stopped({ error, onRetry, over }: { error: Error; onRetry: () => void; over: boolean }): ReactNode {
  return (
    <div role="alert" className={over ? styles.stoppedOver : styles.placeholder}>
      <div className={styles.error}>
        <p>The live demo stopped: {error.message}</p>
        <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}

/** Around the running screen: a crash empties it and is reported to the frame, which says so (over the frame, if any). */
class IslandBoundary extends Component<{ onCrash: (error: Error) => void; children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  componentDidCatch(error: Error): void {
    this.props.onCrash(error);
  }

  render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}

/** The running screen; tells its frame once it has committed. */
function LiveScreen({ Screen, onMounted }: { Screen: ComponentType; onMounted: () => void }): ReactNode {
  useEffect(onMounted, [onMounted]);
  return <Screen />;
}

/**
 * Frames one live demo: the real library running through react-native-web,
 * above the exact source file that runs. The server HTML holds the screen's
 * first frame; its code is fetched when the reader reaches for it (pointer,
 * touch or focus), and evaluated in small tasks.
 */
export default function LiveDemo({ name, source, frame, runtime, load, snack, height = 520 }: Props): ReactNode {
  const device = useRef<HTMLDivElement>(null);
  const painted = useRef<HTMLDivElement>(null);
  const earlyGesture = useRef<EarlyGesture | null>(null);
  const [phase, setPhase] = useState<Phase>('frame');
  // Client-side navigation renders no frame (only the server has it): the demo then loads at once.
  const [hasFrame, setHasFrame] = useState(true);
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [generation, setGeneration] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const file = `${name}.tsx`;
  // The guide link follows the docs version of the page the demo sits on.
  const animationsGuide = useLayoutDoc('guides/animations', undefined)?.path;

  const start = useCallback(() => setPhase((current) => (current === 'frame' ? 'loading' : current)), []);

  useLayoutEffect(() => {
    if (painted.current?.firstChild) return;
    setHasFrame(false);
    start();
  }, [start]);

  useEffect(() => {
    if (!hasFrame || !device.current) return undefined;
    const gesture = new EarlyGesture(device.current);
    gesture.onPress(start);
    earlyGesture.current = gesture;
    return () => gesture.end();
  }, [hasFrame, start]);

  useLoadOnIntent(device, phase === 'frame', start);

  const onCrash = useCallback((crash: Error) => {
    setError(crash);
    setPhase('failed');
  }, []);

  useEffect(() => {
    if (phase !== 'loading') return undefined;
    let current = true;
    // Lets `npm run bench` count exactly the scripts requested from here on.
    performance.mark('live-demo:load');
    loadInStages(runtime, load).then(
      (module) => current && setScreen(() => module.default),
      (reason: unknown) => {
        if (!current) return;
        earlyGesture.current?.release();
        onCrash(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
    return () => {
      current = false;
    };
  }, [phase, runtime, load, onCrash]);

  const onMounted = useCallback(() => {
    // Once: a Reset remounts the screen, and the reader's early gesture belongs to the first one.
    const gesture = earlyGesture.current;
    earlyGesture.current = null;
    const settle = device.current ? afterSettled(device.current) : Promise.resolve();
    // Live once settled: a Draggable with a Handle renders its item again, on new nodes, when the Handle
    // registers in an effect (both library versions), so the screen is not ready for input at its first commit.
    void settle.then(() => {
      performance.mark('live-demo:live');
      setPhase('live');
      return gesture?.replay();
    });
  }, []);

  // With a server frame, the screen hydrates it in place: the nodes a reader (or a test) holds stay the same
  // ones, and nothing is swapped. In a root of its own, since the page's root keeps the frame's HTML as it is.
  const island = useRef<Root | null>(null);
  useEffect(() => {
    const container = painted.current;
    if (!hasFrame || !Screen || !container) return;
    const screen = (
      <IslandBoundary key={generation} onCrash={onCrash}>
        <LiveScreen Screen={Screen} onMounted={onMounted} />
      </IslandBoundary>
    );
    if (island.current) {
      island.current.render(screen);
      return;
    }
    // react-native-web has put the screen's styles in the page by now; the frame's own copy and its input script go.
    for (const node of Array.from(container.children)) if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE') node.remove();
    // A transition: React hydrates in slices and leaves the page responsive meanwhile.
    startTransition(() => {
      island.current = hydrateRoot(container, screen);
    });
  }, [hasFrame, Screen, generation, onCrash, onMounted]);
  useEffect(
    () => () => {
      const root = island.current;
      island.current = null;
      // Not during the page's own render or commit.
      if (root) setTimeout(() => root.unmount());
    },
    [],
  );

  const retry = () => {
    setError(null);
    setGeneration((n) => n + 1);
    setPhase('loading');
  };

  return (
    <>
      <figure className={styles.liveDemo} aria-label={`Live demo: ${file}`}>
        <figcaption className={styles.toolbar}>
          <span className={styles.caption}>
            <strong>Live demo</strong> <span className={styles.hint}>drag with a mouse, pen or finger</span>
          </span>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              start();
              setGeneration((n) => n + 1);
            }}
            aria-label={`Reset the live demo ${file}`}
          >
            Reset
          </button>
        </figcaption>
        <noscript>
          <p className={styles.note}>
            The demo runs with JavaScript; above the code is its first frame, and the code below is the whole screen.
          </p>
        </noscript>
        {reducedMotion && (
          <p className={styles.note} role="note">
            Your system asks for reduced motion, so Reanimated skips the animations here: items jump straight to where they end up. See{' '}
            <Link to={`${animationsGuide}#respecting-reduced-motion`}>reduced motion</Link>.
          </p>
        )}
        <div className={styles.stage}>
          <div className={styles.screen}>
            <div
              ref={device}
              className={styles.device}
              style={{ height }}
              aria-busy={phase !== 'live' && phase !== 'failed'}
              data-testid="live-demo-preview"
            >
              {hasFrame && (
                <div
                  ref={painted}
                  {...{ [FRAME_ATTRIBUTE]: '' }}
                  className={styles.frame}
                  dangerouslySetInnerHTML={{ __html: frame ?? '' }}
                  suppressHydrationWarning
                />
              )}
              {!hasFrame && phase === 'loading' && <div className={styles.placeholder}>{LOADING}</div>}
              {phase === 'failed' && error && <Stopped error={error} onRetry={retry} over={hasFrame} />}
              {!hasFrame && Screen && phase !== 'failed' && (
                <IslandBoundary key={generation} onCrash={onCrash}>
                  <LiveScreen Screen={Screen} onMounted={onMounted} />
                </IslandBoundary>
              )}
            </div>
            <p className={styles.cue} role="status">
              {phase === 'loading' && hasFrame && LOADING}
            </p>
          </div>
        </div>
        <CodeBlock language="tsx" title={file} className={styles.code} highlighted={source.highlighted}>
          {source.code}
        </CodeBlock>
      </figure>
      <p className={shared.snack}>
        <a href={snack} target="_blank" rel="noopener noreferrer" data-snack-demo={name}>
          Open in Snack
          <span className={hidden.hidden}> ({name}, opens in a new tab)</span>
        </a>
      </p>
    </>
  );
}
