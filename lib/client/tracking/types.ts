/** Levels of spec §8 and of the tracking_events table. */
export type TrackingLevel = 'info' | 'warning' | 'error';

/** What a caller tracks; the tracker adds time, session, fingerprint, device and version. */
export interface TrackInput {
  event: string;
  level?: TrackingLevel;
  args?: unknown;
  additional?: unknown;
  elementId?: string | null;
  pageId?: string | null;
  /** The route full path; default: the current one. */
  path?: string | null;
  /** When it happened (ms); default: now. Events recorded before the tracker loaded keep their own time. */
  time?: number;
}

/** One event as POST /api/v1/ping takes it (spec §3: event name, params, element and page ids). */
export interface PingEventPayload {
  event: string;
  level: TrackingLevel;
  params: {
    time: number;
    session: string;
    fingerprint: string;
    isMobile: boolean;
    version: string;
    additional?: unknown;
    args?: unknown;
  };
  elementId: string | null;
  pageId: string | null;
  path: string | null;
}

/** Who the browser is, as far as tracking needs it. */
export interface TrackingIdentity {
  session: string;
  fingerprint: string;
  isMobile: boolean;
}
