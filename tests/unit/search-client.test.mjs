// The page side of the search worker (plugins/search/client/client.mjs), with a
// stand-in Worker whose behaviour each test scripts: a newer query replaces an
// older one, a stuck search is stopped with a message, and a worker that
// cannot load (offline) is reported as an index that could not be loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_QUERY_LENGTH, SEARCH_TIME_LIMIT_MS, SUPERSEDE_RESTART_MS } from '../../plugins/search/client/limits.mjs';

const workers = [];
/** How a new worker behaves; replaced by each test. */
let behaviour = () => {};

class FakeWorker {
  constructor(url, options) {
    this.url = String(url);
    this.name = options?.name;
    this.posted = [];
    this.terminated = false;
    workers.push(this);
    behaviour(this, { type: 'start' });
  }
  postMessage(message) {
    assert.equal(this.terminated, false, 'no message is posted to a stopped worker');
    this.posted.push(message);
    behaviour(this, message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Sends a message to the page, later, as a real worker would. */
  send(data, ms = 0) {
    setTimeout(() => !this.terminated && this.onmessage?.({ data }), ms);
  }
  fail(ms = 0) {
    setTimeout(() => !this.terminated && this.onerror?.({ message: undefined, preventDefault() {} }), ms);
  }
}
globalThis.Worker = FakeWorker;
const { fetchIndexesByWorker, searchByWorker, SUPERSEDED } = await import('../../plugins/search/client/client.mjs');

const answerFor = (query) => ({ kind: 'no-results', message: `No results for ${query}` });
/** A worker that loads, then answers each search after `ms` (or never, for queries in `stuck`). */
function answering({ ms = 0, stuck = [] } = {}) {
  return (worker, message) => {
    if (message.type === 'start') return worker.send({ ready: true });
    if (message.method === 'fetchIndexes') return worker.send({ id: message.id, result: undefined });
    const query = message.args[2];
    worker.send({ id: message.id, timed: true });
    if (!stuck.includes(query)) worker.send({ id: message.id, result: answerFor(query) }, ms);
  };
}
const search = (query, channel = 'box') => searchByWorker('/', '', query, 8, channel);
const live = () => workers.filter((worker) => !worker.terminated);

test('the search operation takes four arguments and answers through the worker (§7)', async () => {
  behaviour = answering();
  const before = workers.length;
  assert.deepEqual(await search('drag'), answerFor('drag'));
  assert.equal(workers.length, before + 1);
  const [message] = workers.at(-1).posted;
  assert.equal(message.method, 'search');
  assert.deepEqual(message.args, ['/', '', 'drag', 8]);
});

test('a query over the length limit is answered at once in words, without asking the worker (§9)', async () => {
  behaviour = answering();
  await search('warm');
  const posted = workers.at(-1).posted.length;
  const answer = await search('x'.repeat(5000));
  assert.equal(answer.code, 'query-too-long');
  assert.equal(answer.message, `This query is too long to search (5,000 characters; the limit is ${MAX_QUERY_LENGTH}).`);
  assert.equal(workers.at(-1).posted.length, posted);
});

test('a query in the search syntax still matching after the time limit is stopped, the reader told in words, and the next one answered (§7)', async () => {
  behaviour = answering({ stuck: ['stuck'] });
  await search('warm');
  const stuckWorker = workers.at(-1);
  const started = performance.now();
  const answer = await search('stuck');
  const waited = performance.now() - started;
  assert.equal(answer.code, 'query-too-slow');
  assert.match(answer.message, /took too long to search and was stopped/);
  assert.ok(waited >= SEARCH_TIME_LIMIT_MS - 5 && waited < SEARCH_TIME_LIMIT_MS + 500, `answered after ${Math.round(waited)} ms`);
  assert.equal(stuckWorker.terminated, true);
  // A fresh worker takes the next query.
  assert.deepEqual(await search('drop'), answerFor('drop'));
  assert.notEqual(workers.at(-1), stuckWorker);
  assert.equal(live().length, 1);
});

test('the time limit counts from when the index is ready, not from the download (§7)', async () => {
  behaviour = (worker, message) => {
    if (message.type === 'start') return worker.send({ ready: true });
    // A slow index download, then a quick search.
    worker.send({ id: message.id, timed: true }, SEARCH_TIME_LIMIT_MS + 200);
    worker.send({ id: message.id, result: answerFor(message.args[2]) }, SEARCH_TIME_LIMIT_MS + 250);
  };
  assert.deepEqual(await search('slow download'), answerFor('slow download'));
});

test('a newer query from the same box replaces older ones: waiting ones are dropped, a running one is discarded (§7)', async () => {
  behaviour = answering({ ms: 50 });
  await search('warm');
  const first = search('d');
  const second = search('dr');
  const third = search('dra');
  assert.equal(await second, SUPERSEDED, 'the waiting query is dropped');
  assert.equal(await first, SUPERSEDED, 'the running query answers nothing');
  assert.deepEqual(await third, answerFor('dra'));
  // Only "d" and "dra" reached the worker.
  assert.deepEqual(
    workers
      .at(-1)
      .posted.filter((m) => m.method === 'search')
      .slice(-2)
      .map((m) => m.args[2]),
    ['d', 'dra'],
  );
  // Another channel (the search page) is not affected by the box.
  const page = search('sortable', 'page');
  const box = search('droppable', 'box');
  assert.deepEqual(await page, answerFor('sortable'));
  assert.deepEqual(await box, answerFor('droppable'));
});

test('a newer query does not wait for a slow one: the worker is restarted (§7)', async () => {
  behaviour = answering({ stuck: ['*t*t*t*t*t*'] });
  await search('warm');
  const slowWorker = workers.at(-1);
  const slow = search('*t*t*t*t*t*');
  // Let the slow one run past the restart threshold, then type on.
  await new Promise((resolve) => setTimeout(resolve, SUPERSEDE_RESTART_MS + 50));
  const started = performance.now();
  const next = search('drag');
  assert.equal(await slow, SUPERSEDED);
  assert.deepEqual(await next, answerFor('drag'));
  assert.ok(performance.now() - started < SEARCH_TIME_LIMIT_MS / 2, 'answered well before the time limit');
  assert.equal(slowWorker.terminated, true);
  assert.equal(live().length, 1);
});

test('offline: a worker that cannot load answers "the search index could not be loaded", and the next search tries again (§7)', async () => {
  let offline = true;
  behaviour = (worker, message) => {
    if (offline) {
      // The browser could not download the worker's script: an error event, nothing else.
      if (message.type === 'start') worker.fail();
      return;
    }
    answering()(worker, message);
  };
  // A first search of the session: no worker has loaded yet.
  for (const worker of live()) worker.fail();
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(live().length, 0);
  const before = workers.length;
  await assert.rejects(fetchIndexesByWorker('/', ''), /could not be loaded/);
  const answer = await search('drag');
  assert.equal(answer.kind, 'error');
  assert.equal(answer.code, 'index-unavailable');
  assert.match(answer.message, /^The search index could not be loaded \(.+\)\. Check your connection and try again\.$/);
  assert.doesNotMatch(answer.message, /worker stopped/i);
  offline = false;
  assert.deepEqual(await search('drag'), answerFor('drag'));
  assert.equal(workers.length, before + 3);
});

test('a worker that stops in the middle of a search says so in words (§7)', async () => {
  behaviour = (worker, message) => {
    if (message.type === 'start') return worker.send({ ready: true });
    worker.send({ id: message.id, timed: true });
    worker.fail(10);
  };
  const answer = await search('crash');
  assert.equal(answer.code, 'worker-stopped');
  assert.match(answer.message, /stopped unexpectedly while running this query/);
});

test('a newer query does not restart the worker while it is still downloading the index (§7)', async () => {
  let downloaded;
  behaviour = (worker, message) => {
    if (message.type === 'start') return worker.send({ ready: true });
    const { id } = message;
    if (message.args[2] === 'first') {
      downloaded = () => worker.send({ id, result: answerFor('first') });
      return;
    }
    worker.send({ id, timed: true });
    worker.send({ id, result: answerFor(message.args[2]) });
  };
  await search('warm');
  const downloading = workers.at(-1);
  const first = search('first');
  await new Promise((resolve) => setTimeout(resolve, SUPERSEDE_RESTART_MS + 50));
  const next = search('second');
  downloaded();
  assert.equal(await first, SUPERSEDED);
  assert.deepEqual(await next, answerFor('second'));
  assert.equal(downloading.terminated, false, 'the download is kept for the next query');
});

test('a plain query (no time limit, `limited: false`) is never stopped by the watchdog, however long it matches (§7)', async () => {
  behaviour = (worker, message) => {
    if (message.type === 'start') return worker.send({ ready: true });
    const { id } = message;
    worker.send({ id, timed: true, limited: false });
    worker.send({ id, result: answerFor(message.args[2]) }, SEARCH_TIME_LIMIT_MS + 300);
  };
  const answering = live()[0];
  assert.deepEqual(await search('droppable on a busy machine'), answerFor('droppable on a busy machine'));
  if (answering) assert.equal(answering.terminated, false);
});
