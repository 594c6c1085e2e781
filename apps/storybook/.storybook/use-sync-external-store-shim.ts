// Stands in for `use-sync-external-store/shim`: React 19 ships the hook.
export { useSyncExternalStore } from 'react';
