import type { OwnedFiles } from '../ports';

/** OwnedFiles while no feature keeping files (landing pages) is composed: nobody owns any. */
export const noOwnedFiles: OwnedFiles = {
  removalOf: async () => async () => undefined,
};
