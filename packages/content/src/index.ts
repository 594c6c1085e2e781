// What the loader imports; the widgets, their props and choices are in README.md.
export {
  academyCoursesWidget,
  articleMenuWidget,
  audioPlayerWidget,
  complaintAdminNoteWidget,
  complaintFormWidget,
} from './widgets';
