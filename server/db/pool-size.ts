/**
 * PostgreSQL connections per process by default (`DATABASE_POOL_SIZE`). A tracking write holds its
 * connection for several round trips; at 10 connections, reads that missed the cache queued behind
 * writes under load (`npm run bench -- load`, 200 connections: p99 154 ms at 10, 75 ms at 30).
 */
export const DEFAULT_POOL_SIZE = 30;
