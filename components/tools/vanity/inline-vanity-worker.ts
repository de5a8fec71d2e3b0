import type { VanityControl, VanityReport, VanitySearchSlice } from './vanity-protocol';

/**
 * For tests under jsdom, which has no Web Workers: a stand-in `Worker` class that runs the family's own search (the
 * function its worker serves, with the real WebAssembly kernel) in the test's thread, in slices of 10 ms, and answers
 * with the worker's messages, so a page's run, checks and exports are exercised end to end. Chromium runs the real
 * worker in the e2e tests. `started` counts the workers the page made.
 */
export function inlineVanityWorker<Start extends { type: 'start' }>(
  create: (command: Start) => Promise<VanitySearchSlice>,
) {
  return class InlineVanityWorker {
    static started = 0;
    onmessage: ((event: MessageEvent<VanityReport>) => void) | null = null;
    onerror: (() => void) | null = null;
    private search: VanitySearchSlice | null = null;
    private paused = false;
    private stopped = false;

    constructor() {
      InlineVanityWorker.started++;
    }

    postMessage(command: Start | VanityControl) {
      if (command.type === 'start') {
        void create(command as Start).then((search) => {
          this.search = search;
          this.loop();
        });
      } else if (command.type === 'pause') this.paused = true;
      else {
        this.paused = false;
        this.loop();
      }
    }

    terminate() {
      this.stopped = true;
    }

    private emit(report: VanityReport) {
      this.onmessage?.({ data: report } as MessageEvent<VanityReport>);
    }

    private loop() {
      setTimeout(() => {
        if (!this.search || this.paused || this.stopped) return;
        const { checked, hits } = this.search.run(10);
        this.emit({ type: 'progress', checked });
        for (const hit of hits) {
          if (this.stopped) return;
          this.emit({ type: 'hit', ...hit });
        }
        this.loop();
      }, 0);
    }
  };
}
