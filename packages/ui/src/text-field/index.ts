export { cutPaste } from './cutPaste';
