import { t } from '@casino/core';

/** Texts of the complaint widgets: localization key and English fallback. */
export const text = {
  complaintTitle: () => t('complaint.title', 'Submit a complaint'),
  casino: () => t('complaint.casino', 'Casino'),
  subject: () => t('complaint.subject', 'Subject'),
  subjectRequired: () => t('complaint.subjectRequired', 'Please give your complaint a subject.'),
  amount: () => t('complaint.amount', 'Disputed amount in EUR (optional)'),
  amountInvalid: () => t('complaint.amountInvalid', 'Enter the amount as a number, like 250.'),
  story: () => t('complaint.story', 'What happened?'),
  storyPlaceholder: () =>
    t('complaint.storyPlaceholder', 'Describe what happened, with dates and amounts.'),
  editorFailed: () =>
    t('complaint.editorFailed', 'The editor could not be loaded. Please reload the page.'),
  attachments: () => t('complaint.attachments', 'Attachments'),
  attachHint: (max: number, size: number) =>
    t('complaint.attachHint', 'Up to {max} files, at most {size} MB each.', { max, size }),
  chooseFiles: () => t('complaint.chooseFiles', 'Attach files'),
  uploading: (name: string) => t('complaint.uploading', 'Uploading {name}…', { name }),
  percentSent: (percent: number) => t('complaint.percentSent', '{percent}%', { percent }),
  removing: (name: string) => t('complaint.removing', 'Removing {name}…', { name }),
  uploaded: (name: string) => t('complaint.uploaded', '{name} was attached.', { name }),
  removed: (name: string) => t('complaint.removed', '{name} was removed.', { name }),
  view: (name: string) => t('complaint.view', 'View {name}', { name }),
  remove: (name: string) => t('complaint.remove', 'Remove {name}', { name }),
  cancel: (name: string) => t('complaint.cancel', 'Cancel the upload of {name}', { name }),
  dismiss: (name: string) => t('complaint.dismiss', 'Dismiss {name}', { name }),
  /** The visible words of those buttons (their names above say which file). */
  removeShort: () => t('complaint.removeShort', 'Remove'),
  cancelShort: () => t('complaint.cancelShort', 'Cancel'),
  dismissShort: () => t('complaint.dismissShort', 'Dismiss'),
  waitUploads: () => t('complaint.waitUploads', 'Please wait until the attachments are uploaded.'),
  submit: () => t('complaint.submit', 'Submit complaint'),
  sending: () => t('complaint.sending', 'Sending…'),
  sent: () => t('complaint.sent', 'Your complaint was sent. We will look into it.'),
  openComplaint: () => t('complaint.open', 'Open your complaint'),
  login: () => t('complaint.login', 'Log in'),
  genericError: () => t('complaint.genericError', 'Something went wrong. Please try again.'),
};
