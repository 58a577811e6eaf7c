// @ts-check
/**
 * The Chrome processes of the Lighthouse runs (chrome-launcher), so the bench
 * can stop them all on Ctrl+C. Which Chromium and its flags: lib/chromium.mjs.
 */
import * as chromeLauncher from 'chrome-launcher';
import { LIGHTHOUSE_FLAGS } from '../lib/chromium.mjs';

/** @type {Set<chromeLauncher.LaunchedChrome>} */
const live = new Set();

/**
 * A fresh Chrome (new temp profile) for one Lighthouse run.
 * @param {string} chromePath
 */
export async function launchChrome(chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: LIGHTHOUSE_FLAGS,
    logLevel: 'silent',
    // We clean up ourselves (see killAllChrome), so the bench can remove its
    // build folders on Ctrl+C too.
    handleSIGINT: false,
    maxConnectionRetries: 100,
  });
  live.add(chrome);
  return chrome;
}

/** @param {chromeLauncher.LaunchedChrome} chrome */
export async function killChrome(chrome) {
  live.delete(chrome);
  try {
    await chrome.kill();
  } catch {
    // already gone
  }
}

export function killAllChrome() {
  for (const chrome of live) {
    try {
      chrome.process?.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  live.clear();
}
