// What the loader imports, one file per page's widgets so that each page loads only its
// own; the widgets, their props and choices are in README.md.
export { complaintFormWidget } from './complaintWidgets';
export { complaintAdminNoteWidget } from './adminNoteWidget';
export { audioPlayerWidget } from './audioWidget';
export { articleMenuWidget } from './menuWidget';
export { academyCoursesWidget } from './academyWidget';
