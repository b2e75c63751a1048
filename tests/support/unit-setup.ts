// Every unit test file gets its own in-memory IndexedDB (fake-indexeddb), so Dexie runs as in a browser.
import 'fake-indexeddb/auto';
