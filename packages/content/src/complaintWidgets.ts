import { defineWidget } from '@casino/core';
import { AdminNote } from './complaints/AdminNote';
import { ComplaintForm } from './complaints/ComplaintForm';
import { complaintAdminNoteProps, complaintFormProps } from './props';
import './content.css';

/** A member's new complaint with the editor and attachments. */
export const complaintFormWidget = defineWidget({
  name: 'complaint-form',
  props: complaintFormProps,
  component: ComplaintForm,
});

/** The complaint admin widget's note form. */
export const complaintAdminNoteWidget = defineWidget({
  name: 'complaint-admin-note',
  props: complaintAdminNoteProps,
  component: AdminNote,
});
