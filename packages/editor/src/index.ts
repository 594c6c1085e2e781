export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorHandle, RichTextEditorProps } from './RichTextEditor';
export { EDITOR_ERRORS } from './validation';
export type { EditorError } from './validation';
export { EDITOR_MAX_CHARACTERS, EDITOR_MAX_IMAGES } from './limits';
