import { defineWidget } from '@casino/core';
import { AdminNote } from '../complaints/AdminNote';
import { complaintAdminNoteProps } from '../complaints/noteProps';
import '../content.css';

/** The complaint admin widget's note form. */
export const complaintAdminNoteWidget = defineWidget({
  name: 'complaint-admin-note',
  props: complaintAdminNoteProps,
  component: AdminNote,
});
