/**
 * Spec §8: a page whose code cannot load shows the error and a Retry
 * button instead of silently staying inert.
 *
 * On client navigation Docusaurus already logs a warning and reloads when a
 * route chunk fails. After that reload (or on any direct load) the first
 * preload runs before React mounts, so no React error UI can appear; a
 * rejected chunk import surfaces only as an unhandled rejection. This module
 * turns that into a visible, accessible message with Retry.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const CHUNK_ERROR_ID = 'chunk-load-error';

export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /loading (css )?chunk .* failed/i.test(reason.message);
}

function showChunkError(error: Error): void {
  if (document.getElementById(CHUNK_ERROR_ID)) return;
  const box = document.createElement('div');
  box.id = CHUNK_ERROR_ID;
  box.setAttribute('role', 'alert');
  box.className = 'chunk-load-error';
  const text = document.createElement('p');
  text.textContent = `This page could not finish loading. ${error.name}: ${error.message}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, retry);
  document.body.prepend(box);
  retry.focus();
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) showChunkError(event.reason);
  });
}
