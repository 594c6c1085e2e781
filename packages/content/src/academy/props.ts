import * as z from 'zod/mini';

export const academyCoursesProps = z.object({
  /** The lazy component's url of the course list (SPEC §7 lazy component). */
  url: z.string().check(z.minLength(1)),
  /** The lazy component's optional type. */
  type: z.optional(z.string()),
  /** The list's heading. */
  title: z.optional(z.string().check(z.minLength(1))),
});
export type AcademyCoursesProps = z.output<typeof academyCoursesProps>;
