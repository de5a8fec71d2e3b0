export { getTracker, PING_ENDPOINT, trackEvent } from './browser-tracker';
export { installGlobalErrorHandler } from './global-error-handler';
export { currentFullPath, pageIdOf } from './identity';
export { createTracker, type Tracker, type TrackerEnvironment } from './tracker';
export type { PingEventPayload, TrackInput, TrackingLevel } from './types';
