export * from './is-short-spotify-link';
export * from './is-spotify-id';
export * from './parse-dashboard-input';
export * from './parse-spotify-link';
export * from './rewrite-description-href';
export * from './search-box-route';
export * from './spotify-item-type';
export * from './spotify-web-url';
