import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatLastUpdated } from '../../plugins/page-chrome/last-updated.mjs';

test('the last-updated date reads as Intl formats it in English, in UTC', () => {
  const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  // Every month, first and last days, and instants near midnight UTC (where local time would give another day).
  const dates = [];
  for (let month = 0; month < 12; month++) {
    dates.push(new Date(Date.UTC(2026, month, 1, 0, 0, 0)), new Date(Date.UTC(2026, month + 1, 0, 23, 59, 59)));
  }
  dates.push(new Date('2024-02-29T12:00:00Z'), new Date('1999-12-31T23:59:59.999Z'), new Date('2026-11-26T02:11:30Z'));
  for (const date of dates) assert.equal(formatLastUpdated(date), intl.format(date), date.toISOString());
});
