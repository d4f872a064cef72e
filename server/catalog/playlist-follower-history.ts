// Temporary: server/tracking still imports this path. Import from '../catalog' (index.ts) instead;
// delete this file once nothing imports it.
export type { PlaylistFollowerHistory } from './ports';
