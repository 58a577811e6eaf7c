/**
 * A live demo's code, evaluated a piece at a time. Fetching it is cheap for
 * the main thread; evaluating it is not: react-native-web, Reanimated and
 * Gesture Handler run their module bodies on first import, and a single
 * `import()` of the screen would run all of them in one task (about 50 ms at
 * 1× CPU on the bench machine, 200 ms on a phone). The runtime module lists
 * the libraries of the page's docs version in dependency order
 * (runtime/loader.mjs); each is evaluated in its own task, and the screen's
 * own module last.
 */

/** One library of the demo's stack: calling it evaluates that library (in a microtask of the same task). */
export type Stage = () => Promise<unknown>;
export type Runtime = () => Promise<{ default: Stage[] }>;

type Scheduler = { yield?: () => Promise<void> };

/** Ends the current task: input, rendering and other work run before the caller continues. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Reanimated's Babel plugin emits `global` in development builds (`npm run dev`), and the bundler leaves that name alone. */
export function allowGlobal(): void {
  (globalThis as { global?: typeof globalThis }).global ??= globalThis;
}

/** Downloads the demo's libraries, evaluates them one task each, then imports the screen. */
export async function loadInStages<Module>(runtime: Runtime, load: () => Promise<Module>): Promise<Module> {
  allowGlobal();
  const { default: stages } = await runtime();
  for (const stage of stages) {
    await yieldToMain();
    await stage();
  }
  await yieldToMain();
  return load();
}
