import { currentFullPath } from './page-path';

type ReportFunction = (error: unknown, path: string) => void;

/** Noise no one can act on: layout loops the browser resolves itself, scripts of other origins, extensions. */
const IGNORED_MESSAGES = [/ResizeObserver loop/i, /^Script error\.?$/i];
const EXTENSION_SOURCE = /^(chrome|moz|safari(-web)?)-extension:/;

function isIgnored(event: ErrorEvent): boolean {
  if (EXTENSION_SOURCE.test(event.filename ?? '')) return true;
  return event.error == null && IGNORED_MESSAGES.some((pattern) => pattern.test(event.message ?? ''));
}

/** The reporting code (toAppError and its catalogue) is fetched when an error happens, not with every page. */
const reportLazily: ReportFunction = (error, path) => {
  void import('./report-error')
    .then(({ ERROR_HANDLER_TARGET, reportError }) => reportError(error, { target: ERROR_HANDLER_TARGET, path }))
    .catch(() => undefined);
};

/**
 * The global error handler (spec §7): uncaught errors and unhandled rejections are reported with target
 * 'error-handler' and the route full path at the moment they happened. Returns the function that removes it.
 */
export function installGlobalErrorHandler(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  report: ReportFunction = reportLazily,
): () => void {
  const onError = (event: ErrorEvent) => {
    if (isIgnored(event)) return;
    report(event.error ?? new Error(event.message || 'Unknown error'), currentFullPath());
  };
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, currentFullPath());
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
