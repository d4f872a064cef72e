export type * from './account';
export type * from './catalog';
export type * from './history';
