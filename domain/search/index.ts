export * from './paging';
export * from './parse-search-request';
