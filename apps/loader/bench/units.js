import { gzipSync } from 'node:zlib';

/** Bytes once gzipped, as a server at level 9 sends them. */
export const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
