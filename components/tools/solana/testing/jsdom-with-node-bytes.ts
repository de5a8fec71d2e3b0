import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JsdomWithFetchEnvironment from '../../check-balance/testing/jsdom-with-fetch';

/**
 * jsdom with Node's fetch, plus Node's byte arrays: the Solana libraries check `instanceof Uint8Array` on Buffers,
 * which fails across jsdom's and Node's realms, and litesvm hands back Node's arrays.
 */
export default class JsdomWithNodeBytesEnvironment extends JsdomWithFetchEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    Object.assign(this.global, { Uint8Array, ArrayBuffer, Buffer });
  }
}
