import type { TrackingPipeline } from './pipeline';
import type { PingEventPayload, TrackInput, TrackingIdentity } from './types';

/** Events wait this long to travel together; errors go sooner. */
export const FLUSH_DELAY_MS = 5_000;
export const ERROR_FLUSH_DELAY_MS = 1_000;
/** A batch this large goes at once. */
export const MAX_BATCH_EVENTS = 20;
/** Per page load: a render loop throwing on every frame must not flood the server (or the user's bandwidth). */
export const MAX_EVENTS_PER_PAGE = 500;

export interface TrackerEnvironment {
  endpoint: string;
  version: string;
  now: () => number;
  identity: () => TrackingIdentity;
  currentPath: () => string;
  /** The redaction and encoding chunk, loaded on first use. */
  loadPipeline: () => Promise<TrackingPipeline>;
  sendBeacon?: (url: string, data: BodyInit) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
  setTimer: (run: () => void, delayMs: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

type Listening = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface PageTargets {
  window: Listening;
  document: Listening & { readonly visibilityState: DocumentVisibilityState };
}

interface Batch {
  events: PingEventPayload[];
  isSent: boolean;
}

export interface Tracker {
  track(input: TrackInput): void;
  /** Sends what waits (gzipped); resolves when it is handed to the browser. */
  flush(): Promise<void>;
  /** Sends everything at once, synchronously, with sendBeacon: for page hide, when nothing async may finish. */
  flushNow(): void;
  /** Page-hide listeners (pagehide on the window, visibilitychange to hidden); returns their removal. */
  listen(pageTargets: PageTargets): () => void;
  /** Events waiting, for tests and debugging. */
  pendingCount(): number;
}

/**
 * Spec §4 / DESIGN §6: events are batched, redacted, gzipped and sent to the ping endpoint; on page hide the rest
 * goes with sendBeacon. The hide path is synchronous, so it sends its batch as plain JSON: compression is
 * asynchronous and a hidden page may be frozen or gone before it completes (the server takes both).
 */
export function createTracker(environment: TrackerEnvironment): Tracker {
  let queue: PingEventPayload[] = [];
  const inFlight = new Set<Batch>();
  let timer: unknown;
  let acceptedCount = 0;
  let pipeline: TrackingPipeline | undefined;
  let pipelineLoading: Promise<TrackingPipeline> | undefined;

  const loadPipeline = () => {
    pipelineLoading ??= environment.loadPipeline().then((loaded) => {
      pipeline = loaded;
      return loaded;
    });
    return pipelineLoading;
  };

  const url = `${environment.endpoint}?source=cp&version=${encodeURIComponent(environment.version)}`;

  /** sendBeacon first (it outlives the page); keepalive fetch where it is missing or refuses (quota). */
  const deliver = (body: BodyInit) => {
    try {
      if (environment.sendBeacon?.(url, body)) return;
    } catch {
      // Some browsers throw instead of returning false; fall through to fetch.
    }
    environment.fetch?.(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' })?.catch(() => {
      // Reports are best effort: a failed ping must never raise another error report.
    });
  };

  const schedule = (delayMs: number) => {
    if (timer !== undefined) return;
    timer = environment.setTimer(() => {
      timer = undefined;
      void flush();
    }, delayMs);
  };

  const cancelTimer = () => {
    if (timer === undefined) return;
    environment.clearTimer(timer);
    timer = undefined;
  };

  async function flush(): Promise<void> {
    cancelTimer();
    if (queue.length === 0) return;
    const batch: Batch = { events: queue.splice(0, MAX_BATCH_EVENTS), isSent: false };
    if (queue.length > 0) schedule(0);
    inFlight.add(batch);
    try {
      const loaded = await loadPipeline();
      const bodies = loaded.encodeBatches(await loaded.redactEvents(batch.events));
      const compressed = await Promise.all(bodies.map((body) => loaded.gzip(body)));
      // Page hide may have sent this batch while it was being compressed.
      if (batch.isSent) return;
      batch.isSent = true;
      bodies.forEach((body, index) => {
        const gzipped = compressed[index];
        deliver(gzipped ? new Blob([gzipped as BlobPart]) : body);
      });
    } catch {
      // Chunk failed to load (offline, new deployment): these events are lost, never sent unredacted.
    } finally {
      inFlight.delete(batch);
    }
  }

  function flushNow(): void {
    cancelTimer();
    const waiting = [...inFlight].filter((batch) => !batch.isSent);
    for (const batch of waiting) batch.isSent = true;
    const events = [...waiting.flatMap((batch) => batch.events), ...queue];
    queue = [];
    // Without the redaction chunk nothing may leave: dropping is safer than sending secrets.
    if (events.length === 0 || !pipeline) return;
    for (const body of pipeline.encodeBatches(pipeline.redactEventsNow(events))) {
      deliver(new Blob([body], { type: 'text/plain;charset=UTF-8' }));
    }
  }

  function track(input: TrackInput): void {
    if (acceptedCount >= MAX_EVENTS_PER_PAGE) return;
    acceptedCount += 1;
    const identity = environment.identity();
    const level = input.level ?? 'info';
    queue.push({
      event: input.event,
      level,
      params: {
        time: input.time ?? environment.now(),
        session: identity.session,
        fingerprint: identity.fingerprint,
        isMobile: identity.isMobile,
        version: environment.version,
        ...(input.additional === undefined ? {} : { additional: input.additional }),
        ...(input.args === undefined ? {} : { args: input.args }),
      },
      elementId: input.elementId ?? null,
      pageId: input.pageId ?? null,
      path: input.path === undefined ? environment.currentPath() : input.path,
    });
    // The chunk is fetched now, so that it is there when the page hides.
    void loadPipeline().catch(() => undefined);
    if (queue.length >= MAX_BATCH_EVENTS) void flush();
    else schedule(level === 'info' ? FLUSH_DELAY_MS : ERROR_FLUSH_DELAY_MS);
  }

  function listen({ window, document }: PageTargets): () => void {
    const onPageHide = () => flushNow();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }

  return { track, flush, flushNow, listen, pendingCount: () => queue.length };
}
