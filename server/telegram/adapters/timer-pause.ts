import type { Pause } from '../ports';

/** Real waiting with `setTimeout`; an abort ends the wait at once. */
export const timerPause: Pause = {
  sleep(ms, signal) {
    if (signal?.aborted || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
    });
  },
};
