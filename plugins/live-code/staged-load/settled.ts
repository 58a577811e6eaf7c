export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Longest wait for a freshly mounted screen to settle. */
const MAX_WAIT_MS = 500;

/**
 * Resolves once a freshly mounted screen inside `root` has settled: Gesture
 * Handler attaches in layout effects, but a 2.0.0 `Draggable.Handle` moves the
 * gesture in a later effect, and drop zones measure themselves after layout.
 * So: two frames, then the first frame in which nothing inside changed.
 */
export async function afterSettled(root: HTMLElement): Promise<void> {
  const deadline = performance.now() + MAX_WAIT_MS;
  let changed = true;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  try {
    await nextFrame();
    await nextFrame();
    while (changed && performance.now() < deadline) {
      changed = false;
      await nextFrame();
    }
  } finally {
    observer.disconnect();
  }
}
