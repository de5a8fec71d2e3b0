import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom plus Node's own fetch, for component tests that read a real local chain from browser code. jsdom has no
 * fetch, and Node's fetch takes only Node's AbortSignal (viem aborts timed-out requests), so both come from Node.
 * Timers stay jsdom's: they end with the window, so nothing a test leaves scheduled keeps jest alive.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
