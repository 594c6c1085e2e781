// The widgets load the editor on first use. In a test file the first such load compiles
// ProseMirror, which on a busy machine takes longer than a test waits for the editor to
// appear: the file starts with the editor's modules compiled, as a page that already has
// its chunk. Its loading on demand is still what the tests go through.
beforeAll(async () => {
  await import('@casino/editor');
}, 60_000);
