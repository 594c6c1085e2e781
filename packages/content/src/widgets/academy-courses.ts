import { defineWidget } from '@casino/core';
import { AcademyCourses } from '../academy/AcademyCourses';
import { academyCoursesProps } from '../academy/props';
import '../content.css';

/** The academy's courses, loaded on demand. */
export const academyCoursesWidget = defineWidget({
  name: 'academy-courses',
  props: academyCoursesProps,
  component: AcademyCourses,
});
