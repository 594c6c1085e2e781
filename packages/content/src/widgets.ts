import { defineWidget } from '@casino/core';
import { AcademyCourses } from './academy/AcademyCourses';
import { ArticleMenu } from './articles/ArticleMenu';
import { AudioPlayer } from './articles/AudioPlayer';
import { AdminNote } from './complaints/AdminNote';
import { ComplaintForm } from './complaints/ComplaintForm';
import {
  academyCoursesProps,
  articleMenuProps,
  audioPlayerProps,
  complaintAdminNoteProps,
  complaintFormProps,
} from './props';
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

/** The article's audio player. */
export const audioPlayerWidget = defineWidget({
  name: 'audio-player',
  props: audioPlayerProps,
  component: AudioPlayer,
});

/** The article's collapsible menu. */
export const articleMenuWidget = defineWidget({
  name: 'article-menu',
  props: articleMenuProps,
  component: ArticleMenu,
});

/** The academy's courses, loaded on demand. */
export const academyCoursesWidget = defineWidget({
  name: 'academy-courses',
  props: academyCoursesProps,
  component: AcademyCourses,
});
