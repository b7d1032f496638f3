// IndexedDB for the outbox tests (Node has none).
import "fake-indexeddb/auto";
