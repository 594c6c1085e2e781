// Runs before each test file of a package that has @casino/ui (see mocks/vitest.base.js).
// In the browser a dialog's code arrives on its first open; tests of what a dialog does
// have it from the start, so the first test of a file sees the same as the others. The
// lazy path itself is tested in Dialog.test.tsx and, in Chromium, end to end.
import { loadDialogPanel } from './panel';

await loadDialogPanel();
