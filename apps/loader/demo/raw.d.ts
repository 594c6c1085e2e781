/** A file's text, as Vite and the demo's build (scripts/rawText.js) import it. */
declare module '*?raw' {
  const text: string;
  export default text;
}
