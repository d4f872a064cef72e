// Temporary: server/tracking and its tests still import this path. Import `DemoCatalog` and `dayOf`
// from 'server/catalog' (index.ts) instead; delete this folder once nothing imports it.
export { type DemoCatalog, dayOf } from '../adapters/demo/demo-model';
