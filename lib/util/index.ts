export {
  DELAY_MS,
  HTTP_TIMEOUT_MS,
  MAX_TOASTS,
  POPUP_Z_INDEX_BASE,
  PROGRESS_BAR_HEIGHT_PX,
  PROGRESS_STEP_INTERVAL_MS,
  PROGRESS_STEPS,
} from './constants';
export { delay } from './delay';
export { randomHex, randomString } from './random';
