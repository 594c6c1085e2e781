// What the loader imports; the widgets, their props and choices are in README.md.
export { complaintAdminNoteWidget, complaintFormWidget } from './widgets';
