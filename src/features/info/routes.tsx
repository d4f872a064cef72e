import type { RouteObject } from 'react-router-dom';

// Placeholder created by H5 so the router compiles; H6 replaces it with contact, cookie settings and legal pages.
export const infoRoutes: RouteObject[] = [];
