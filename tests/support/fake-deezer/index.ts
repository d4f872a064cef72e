export { buildDeezerFixtures, DEEZER, type DeezerFixtures } from './catalog';
export { MAX_PAGE } from './fake-deezer-routes';
export {
  type DeezerFault,
  type FakeDeezer,
  type FakeDeezerOptions,
  startFakeDeezer,
} from './fake-deezer-server';
export { RECORDED_IDS } from './recorded';
