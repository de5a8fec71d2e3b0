import { createLocalStore, type LocalStore } from '@/lib/http/local-store';

/**
 * Written just before the wallet is asked to send a chunk, removed once it answers. One left behind after a reload
 * means the wallet may have broadcast the chunk without the page learning its hash: the sender's nonce and the block
 * at that moment let a retry find out (send-driver.ts). Nonces and block numbers only: nothing secret.
 */
export interface SendMarker {
  nonce: number;
  /** Block number as decimal text (JSON has no bigint). */
  block: string;
}

export interface SendMarkerStore {
  get(chunkId: number): SendMarker | undefined;
  set(chunkId: number, marker: SendMarker): void;
  delete(chunkId: number): void;
  clear(): void;
}

export function memoryMarkerStore(): SendMarkerStore {
  const markers = new Map<number, SendMarker>();
  return {
    get: (chunkId) => markers.get(chunkId),
    set: (chunkId, marker) => void markers.set(chunkId, marker),
    delete: (chunkId) => void markers.delete(chunkId),
    clear: () => markers.clear(),
  };
}

/** The markers of the tool's one job, next to it in localStorage. */
export const SEND_MARKERS_KEY = 'chainkit:send-token:sending';

/** `key`: another tool's own place (batch/send-nft keeps its markers apart from this tool's). */
export function localMarkerStore(store: LocalStore = createLocalStore(), key = SEND_MARKERS_KEY): SendMarkerStore {
  const read = () => store.getJson<Record<string, SendMarker>>(key) ?? {};
  const write = (markers: Record<string, SendMarker>) => {
    if (Object.keys(markers).length === 0) store.remove(key);
    else store.setJson(key, markers);
  };
  return {
    get: (chunkId) => read()[String(chunkId)],
    set: (chunkId, marker) => write({ ...read(), [String(chunkId)]: marker }),
    delete: (chunkId) => {
      const { [String(chunkId)]: _removed, ...rest } = read();
      write(rest);
    },
    clear: () => store.remove(key),
  };
}
