// The pure rules of SPEC §5, §8 and §9: links, validation, paging, sorting, formatting, consent.
export * from './links/is-short-spotify-link';
export * from './links/is-spotify-id';
export * from './links/parse-dashboard-input';
export * from './links/parse-spotify-link';
export * from './links/search-box-route';
export * from './links/spotify-item-type';
export * from './links/spotify-web-url';
export * from './validation/validate-email';
export * from './validation/validate-password';
export * from './validation/validate-password-change';
export * from './validation/validate-registration';
export * from './validation/validate-reset-password';
