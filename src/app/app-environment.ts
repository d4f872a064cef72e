export type Backend = 'http' | 'fake';

/** The choices the build's environment makes for the browser app; read here and nowhere else. */
export interface AppEnvironment {
  /** `fake` with `VITE_BACKEND=fake` (a static demo needing no server), else `http`. */
  readonly backend: Backend;
  /** The GA4 measurement id (`VITE_GA_MEASUREMENT_ID`); without one analytics never loads. */
  readonly analyticsMeasurementId: string | undefined;
}

export function appEnvironment(env: ImportMetaEnv = import.meta.env): AppEnvironment {
  return {
    backend: env.VITE_BACKEND === 'fake' ? 'fake' : 'http',
    analyticsMeasurementId: env.VITE_GA_MEASUREMENT_ID || undefined,
  };
}
