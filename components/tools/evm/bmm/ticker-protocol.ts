/** Page → worker: beat every `everyMs`, or stop. Worker → page: a beat. */
export type TickerCommand = { type: 'start'; everyMs: number } | { type: 'stop' };
export type TickerBeat = { type: 'tick' };

/** How often the page asks the session whether a trade is due (the session's own clock decides). */
export const TICK_EVERY_MS = 1_000;
