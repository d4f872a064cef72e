export * from './artist-name-match';
export * from './item-links-contracts';
export * from './deezer-twin-input';
