// Every unit test file gets its own in-memory IndexedDB (fake-indexeddb), so Dexie runs as in a browser.
import 'fake-indexeddb/auto';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

// The unit files run in vm contexts (pool vmForks), whose jsdom global lacks the web streams a
// browser has; the chat stream reader needs them.
const streams = { ReadableStream, TransformStream, WritableStream };
for (const [name, value] of Object.entries(streams)) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}

// waitFor / findBy wait for a state, not for a time: under a full parallel run on 2 cores a render
// can take longer than Testing Library's default second, so they may wait longer before failing.
const { configure } = await import('@testing-library/dom');
configure({ asyncUtilTimeout: 10_000 });
