/**
 * A page whose code cannot load shows the error and a Retry button instead
 * of silently staying inert.
 *
 * On client navigation Docusaurus already logs a warning and reloads when a
 * route chunk fails. After that reload (or on any direct load) the first
 * preload runs before React mounts, so no React error UI can appear; a
 * rejected chunk import surfaces only as an unhandled rejection. This module
 * turns that into a visible, accessible message with Retry.
 *
 * Offline, that reload can only fail, and would leave the reader on the
 * browser's own error page. So while the browser reports no connection, a
 * chunk that fails during a navigation is held back instead of failing: the
 * message says the connection seems to be offline, and Retry loads the held
 * chunks again once it is back, which completes the navigation in place.
 */
import type { ClientModule } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import './styles.css';

declare const __webpack_require__: { e?: (chunkId: string | number) => Promise<unknown> };

const CHUNK_ERROR_ID = 'chunk-load-error';

function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /loading (css )?chunk .* failed/i.test(reason.message);
}

const isOffline = () => navigator.onLine === false;

/** Chunk loads held back while offline; each one loads its chunk again. */
const held: (() => void)[] = [];
/** True from the start of a navigation to another page until its code has loaded. */
let navigating = false;

function messageFor(error: Error): string {
  const detail = `${error.name}: ${error.message}`;
  return isOffline()
    ? `This page could not finish loading: the connection seems to be offline. Retry once you are back online. ${detail}`
    : `This page could not finish loading. ${detail}`;
}

function retry(text: HTMLElement, error: Error): void {
  if (isOffline()) {
    text.textContent = `Still offline: this page could not finish loading. Retry once you are back online. ${error.name}: ${error.message}`;
    return;
  }
  if (held.length === 0) {
    window.location.reload();
    return;
  }
  document.getElementById(CHUNK_ERROR_ID)?.remove();
  for (const load of held.splice(0)) load();
}

function showChunkError(error: Error): void {
  const existing = document.getElementById(CHUNK_ERROR_ID);
  if (existing) return;
  const box = document.createElement('div');
  box.id = CHUNK_ERROR_ID;
  box.setAttribute('role', 'alert');
  box.className = 'chunk-load-error';
  const text = document.createElement('p');
  text.textContent = messageFor(error);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = 'Retry';
  button.addEventListener('click', () => retry(text, error));
  box.append(text, button);
  document.body.prepend(box);
  button.focus();
}

/**
 * Wraps the bundle's chunk loader: during a navigation, while offline, a
 * failed chunk waits for Retry instead of rejecting (a rejection would make
 * Docusaurus reload the page).
 */
function holdChunksWhileOffline(): void {
  if (typeof __webpack_require__ === 'undefined' || typeof __webpack_require__.e !== 'function') return;
  const load = __webpack_require__.e;
  __webpack_require__.e = function loadChunk(this: unknown, chunkId) {
    return load.call(this, chunkId).catch((error: unknown) => {
      if (!navigating || !isOffline() || !isChunkLoadError(error)) throw error;
      return new Promise((resolve, reject) => {
        held.push(() => {
          load.call(this, chunkId).then(resolve, reject);
        });
        showChunkError(error);
      });
    });
  };
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) showChunkError(event.reason);
  });
  holdChunksWhileOffline();
}

export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({ previousLocation, location }) => {
  if (!previousLocation || previousLocation.pathname === location.pathname) return undefined;
  navigating = true;
  // Called once the next page's code has loaded.
  return () => {
    navigating = false;
  };
};
