import React, { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import CodeBlock from '@theme/CodeBlock';
import {
  controlsOf,
  defaultSettings,
  hintOf,
  normalise,
  readAddress,
  writeSettings,
  type Control,
  type Settings,
} from '../../playground/controls.mjs';
import { buildScreen } from '../../playground/model.mjs';
import { printScreen } from '../../playground/print.mjs';
import { useLoadOnIntent } from '../../staged-load/intent';
import { allowGlobal } from '../../staged-load/staged-load';
import type { StageProps } from './Stage';
import styles from './styles.module.css';

type Props = {
  /** The component whose props the playground changes: Draggable, Droppable, Sortable or SortableGrid. */
  of: string;
  /** Its props' documented defaults (playground/defaults.mjs) as JSON, from the build (remark.mjs). */
  defaults: string;
  /** The screen's code at the default settings, printed at build time (remark.mjs). */
  defaultCode: string;
  /** The same code highlighted, one HTML string per line. */
  defaultHighlighted: string;
};

/** The library exports each playground's screens use, so a page fetches only its own playground's. */
const STAGE_IMPORTS = {
  Draggable: () => import('./stages/drop'),
  Droppable: () => import('./stages/drop'),
  Sortable: () => import('./stages/sortable'),
  SortableGrid: () => import('./stages/grid'),
};

/**
 * `code` highlighted: the build's copy at the defaults; for other code, the site's highlighter
 * (plugins/code-highlight, Shiki), loaded on the first change, so a page that is only read loads none.
 * Until it has run, the code shows uncoloured.
 */
function useHighlightedTsx(code: string, defaultCode: string, defaultHighlighted: string): string | undefined {
  const [highlighter, setHighlighter] = useState<typeof import('../../../code-highlight/highlight.mjs') | null>(null);
  const changed = code !== defaultCode;
  useEffect(() => {
    if (changed && !highlighter) void import('../../../code-highlight/highlight.mjs').then(setHighlighter);
  }, [changed, highlighter]);
  return useMemo(
    () => (changed ? highlighter?.highlight(code, 'tsx') : defaultHighlighted),
    [changed, highlighter, code, defaultHighlighted],
  );
}

const stages = new Map<string, ReturnType<typeof lazy<(props: StageProps) => ReactNode>>>();
function stageOf(of: string) {
  let stage = stages.get(of);
  if (!stage) {
    stage = lazy(async () => {
      allowGlobal();
      const [{ default: Stage }, imports] = await Promise.all([import('./Stage'), STAGE_IMPORTS[of as keyof typeof STAGE_IMPORTS]()]);
      return { default: (props: StageProps) => <Stage {...props} imports={imports} /> };
    });
    stages.set(of, stage);
  }
  return stage;
}

const LOADING = <p className={styles.message}>Loading the playground…</p>;

/** A control, its setting, and what takes a new value. */
type Field = { control: Control; value: string; onChange: (value: string) => void };

/** `note`: what the control says about the value last typed or linked; empty when there is nothing to say. */
function ControlField({ control, value, note, onChange }: Field & { note: string }): ReactNode {
  const id = `playground-${control.name.replace(/\W/g, '-')}`;
  const hint = hintOf(control);
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const describedBy = [hint && hintId, note && noteId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{control.name}</code>
      </label>
      {control.kind === 'select' ? (
        <select id={id} value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
          {control.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <NumberInput id={id} control={control} value={value} describedBy={describedBy} onChange={onChange} />
      )}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {note && (
        <span id={noteId} className={styles.note}>
          {note}
        </span>
      )}
    </div>
  );
}

/**
 * A number field. While it has focus, what is typed stays as typed and the setting follows it, normalised
 * (controls.mjs, normalise); when focus leaves, the field shows the setting in force.
 */
function NumberInput({ id, control, value, describedBy, onChange }: Field & { id: string; describedBy?: string }): ReactNode {
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  // A setting changed from elsewhere (Reset, the address) shows at once; one typed here waits for the blur.
  useEffect(() => {
    if (document.activeElement !== input.current) setDraft(value);
  }, [value]);
  return (
    <input
      ref={input}
      id={id}
      type="number"
      inputMode="numeric"
      min={control.min}
      max={control.max}
      step={control.step}
      value={draft}
      aria-describedby={describedBy}
      aria-invalid={normalise(control, draft).value === null || undefined}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(event.target.value);
      }}
      onBlur={() => setDraft(value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setDraft(value);
      }}
    />
  );
}

/**
 * Controls for a few props of one component, the screen they produce running
 * in the page, and that screen's code. The settings live in the page's query
 * string, so a link reproduces them.
 */
export default function PropsPlayground({ of, defaults, defaultCode, defaultHighlighted }: Props): ReactNode {
  const controls = useMemo(() => controlsOf(of, { [of]: JSON.parse(defaults) }), [of, defaults]);
  const initial = useMemo(() => defaultSettings(controls), [controls]);
  const [settings, setSettings] = useState<Settings>(initial);
  const [announcement, setAnnouncement] = useState('');
  const [notes, setNotes] = useState<Record<string, string>>({});

  // The server renders the defaults; the address is read once the page runs. Settings equal to the current
  // ones keep the same object, so a page loaded without settings does not render the playground twice.
  // A value the playground changed or refused is said next to its control, and the address is rewritten
  // to hold what is used.
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const { settings: fromAddress, notes: fromNotes } = readAddress(controls, search);
    setSettings((current) => (controls.every((control) => current[control.name] === fromAddress[control.name]) ? current : fromAddress));
    if (Object.keys(fromNotes).length) {
      setNotes(fromNotes);
      window.history.replaceState(window.history.state, '', `${pathname}${writeSettings(controls, fromAddress, search)}${hash}`);
    }
  }, [controls]);

  const apply = useCallback(
    (next: Settings, message: string) => {
      setSettings(next);
      setAnnouncement(message);
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${writeSettings(controls, next, search)}${hash}`);
    },
    [controls],
  );

  // A value is normalised, clamped or refused (controls.mjs, normalise); the control says which, and so does
  // the announcement. A refused value keeps the running screen.
  const change = (control: Control, raw: string) => {
    const { value, note } = normalise(control, raw);
    setNotes((current) => (current[control.name] === note ? current : { ...current, [control.name]: note }));
    const message = `${control.name}: ${note || value}`;
    if (value === null || value === settings[control.name]) setAnnouncement(message);
    else apply({ ...settings, [control.name]: value }, message);
  };

  const changed = controls.some((control) => settings[control.name] !== initial[control.name]);
  const screen = useMemo(() => buildScreen(of, settings, initial), [of, settings, initial]);
  // At the defaults the build's copy is shown, so hydration prints and highlights nothing.
  const code = useMemo(() => (changed ? printScreen(screen) : defaultCode), [changed, screen, defaultCode]);
  const highlighted = useHighlightedTsx(code, defaultCode, defaultHighlighted);
  const file = `${screen.name}.tsx`;
  // The screen's code (React Native for the web and the library) is fetched once the reader reaches for the
  // playground, or once any setting differs from its default (a shared link is there to show its settings running);
  // not when it scrolls near: it is in view at load, and starting it there would cost every reader its start-up.
  const sectionRef = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  const start = useCallback(() => setWanted(true), []);
  useLoadOnIntent(sectionRef, !wanted, start);
  if (changed && !wanted) setWanted(true);
  const Stage = stageOf(of);

  return (
    <section ref={sectionRef} className={styles.playground} aria-label={`${of} props playground`}>
      <form className={styles.controls} aria-label={`${of} props`} onSubmit={(event) => event.preventDefault()}>
        {controls.map((control) => (
          <ControlField
            key={control.name}
            control={control}
            value={settings[control.name]}
            note={notes[control.name] ?? ''}
            onChange={(value) => change(control, value)}
          />
        ))}
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            setNotes({});
            apply(initial, 'All props back to their defaults');
          }}
        >
          Reset
        </button>
      </form>
      <p role="status" aria-live="polite" className={styles.status}>
        {announcement}
      </p>
      <div className={styles.stage}>
        <div className={styles.device} data-testid="playground-preview" aria-label={`Running: ${file}`} role="group">
          <BrowserOnly fallback={<p className={styles.message}>The playground runs in the browser; the code below is the whole screen.</p>}>
            {() => (
              <ErrorBoundary fallback={({ error }) => <p role="alert">The playground stopped: {error.message}</p>}>
                <Suspense fallback={LOADING}>
                  {wanted ? (
                    <Stage key={code} screen={screen} />
                  ) : (
                    <p className={styles.message}>
                      <button type="button" className="button button--primary" onClick={start}>
                        Start the {of} playground
                      </button>
                    </p>
                  )}
                </Suspense>
              </ErrorBoundary>
            )}
          </BrowserOnly>
        </div>
      </div>
      <CodeBlock language="tsx" title={file} highlighted={highlighted}>
        {code}
      </CodeBlock>
    </section>
  );
}
