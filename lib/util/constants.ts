/** Business constants of spec §9 (and the progress bar of §4) shared by client and server. */

/** Every call to our API and the RPC proxy gives up after this long. */
export const HTTP_TIMEOUT_MS = 15_000;
/** Default pause of delay(), e.g. between polls of a payment check. */
export const DELAY_MS = 1_500;
/** More toasts at once hide the page; older ones make room for newer ones. */
export const MAX_TOASTS = 3;
/** Popups stack from here up, above the page's own layers. */
export const POPUP_Z_INDEX_BASE = 2_000;
export const PROGRESS_BAR_HEIGHT_PX = 4;
/** Percentages the navigation progress bar steps through; it never reaches 100 before the navigation ends. */
export const PROGRESS_STEPS: readonly number[] = Object.freeze([0, 15, 35, 45, 60, 80, 82, 84, 86, 88, 90]);
export const PROGRESS_STEP_INTERVAL_MS = 500;
