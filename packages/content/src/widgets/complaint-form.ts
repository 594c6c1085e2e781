import { defineWidget } from '@casino/core';
import { ComplaintForm } from '../complaints/ComplaintForm';
import { complaintFormProps } from '../complaints/props';
import '../content.css';

/** A member's new complaint with the editor and attachments. */
export const complaintFormWidget = defineWidget({
  name: 'complaint-form',
  props: complaintFormProps,
  component: ComplaintForm,
});
