// @ts-check
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A page's "Last updated" date as English readers see it, "Nov 26, 2026", in
 * UTC: what `Intl.DateTimeFormat('en', { day: 'numeric', month: 'short',
 * year: 'numeric', timeZone: 'UTC' })` prints (the site is English only).
 * Formatted by hand because a browser's first Intl formatter costs about
 * 25 ms of the task that hydrates the page.
 * @param {Date} date
 * @returns {string}
 */
export function formatLastUpdated(date) {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
