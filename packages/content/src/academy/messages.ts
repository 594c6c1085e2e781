import { t } from '@casino/core';

/** Texts of the academy widgets: localization key and English fallback. */
export const text = {
  courses: () => t('academy.courses', 'Courses'),
  coursesLoading: () => t('academy.loading', 'Loading the courses…'),
  coursesFailed: () => t('academy.failed', 'The courses could not be loaded.'),
  retry: () => t('academy.retry', 'Try again'),
};
