import { createLocalStore, type KeyValueStorage } from '@/lib/http/local-store';
import { clearSentStore, localSentStore, SENT_STORAGE_KEY } from './sent-store';

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the sent store of a send job', () => {
  it('keeps signatures and heights across reloads, and never answers with another job’s entries', () => {
    const storage = memoryStorage();
    const first = localSentStore('job-a', createLocalStore(storage));
    first.set(0, { signature: 'sig-0', lastValidBlockHeight: 100 });
    first.set(1, { signature: 'sig-1', lastValidBlockHeight: 101 });

    expect(localSentStore('job-a', createLocalStore(storage)).get(1)).toEqual({
      signature: 'sig-1',
      lastValidBlockHeight: 101,
    });
    expect(JSON.parse(storage.items.get(SENT_STORAGE_KEY) ?? '')).toEqual({
      jobId: 'job-a',
      chunks: {
        0: { signature: 'sig-0', lastValidBlockHeight: 100 },
        1: { signature: 'sig-1', lastValidBlockHeight: 101 },
      },
    });

    // Chunk ids restart at 0 in a new job: its retry must not take job A's transaction for its own.
    const next = localSentStore('job-b', createLocalStore(storage));
    expect(next.get(0)).toBeUndefined();
    next.set(0, { signature: 'sig-b', lastValidBlockHeight: 7 });
    expect(first.get(1)).toBeUndefined();
    clearSentStore(createLocalStore(storage));
    expect(next.get(0)).toBeUndefined();
  });
});
