// What the loader imports, one file per page's widgets so that each page loads only its
// own; the widgets, their props and choices are in README.md.
export { complaintFormWidget } from './widgets/complaint-form';
export { complaintAdminNoteWidget } from './widgets/complaint-admin-note';
export { audioPlayerWidget } from './widgets/audio-player';
export { articleMenuWidget } from './widgets/article-menu';
export { academyCoursesWidget } from './widgets/academy-courses';
