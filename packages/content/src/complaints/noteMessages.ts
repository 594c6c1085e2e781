import { t } from '@casino/core';

/** Texts of the complaint admin note: localization key and English fallback. */
export const text = {
  noteLabel: () => t('complaint.note', 'Administrator note'),
  noteSave: () => t('complaint.noteSave', 'Save note'),
  noteSaved: () => t('complaint.noteSaved', 'The note was saved.'),
  noteCurrent: () => t('complaint.noteCurrent', 'Saved note'),
  noteNone: () => t('complaint.noteNone', 'No note yet.'),
  notePasteCut: (max: number) =>
    t('complaint.notePasteCut', 'What you pasted was cut to fit the limit of {max} characters.', {
      max,
    }),
  sending: () => t('complaint.sending', 'Sending…'),
  genericError: () => t('complaint.genericError', 'Something went wrong. Please try again.'),
};
