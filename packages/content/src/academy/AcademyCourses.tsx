import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { content } from '@casino/api';
import { call, logFailedLoad } from '@casino/core';
import { withSanitizer } from '@casino/ui';
import { text } from './messages';
import type { AcademyCoursesProps } from './props';

type Status = 'loading' | 'loaded' | 'failed';

/**
 * The academy's courses, fetched when the placeholder comes near (SPEC §7 lazy
 * component: url, optional type) and inserted as cleaned DOM nodes.
 */
export function AcademyCourses({ url, type, title }: AcademyCoursesProps) {
  const id = useId();
  const place = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [courses, setCourses] = useState<DocumentFragment | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    withSanitizer(
      call(
        content.lazyComponent,
        { url, ...(type !== undefined && { type }) },
        { signal: controller.signal },
      ),
    ).then(
      ([answer, sanitizer]) => {
        setCourses(sanitizer.fragment(answer.content));
        setStatus('loaded');
      },
      (error: unknown) => {
        if (logFailedLoad('Academy courses', error, controller.signal)) setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [url, type, attempt]);

  // The courses go in with the render that takes the loading note away, in one frame:
  // nothing below moves twice.
  useLayoutEffect(() => {
    if (courses) place.current?.replaceChildren(courses);
  }, [courses]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  }, []);

  return (
    <section
      className="cw-academy"
      aria-labelledby={`${id}-title`}
      aria-busy={status === 'loading'}
    >
      <h2 id={`${id}-title`}>{title ?? text.courses()}</h2>
      {status === 'loading' && <p role="status">{text.coursesLoading()}</p>}
      {status === 'failed' && (
        <p className="cw-complaint__error" role="alert">
          {text.coursesFailed()}{' '}
          <button type="button" className="cw-complaint__link" onClick={retry}>
            {text.retry()}
          </button>
        </p>
      )}
      <div ref={place} className="cw-academy__courses" />
    </section>
  );
}
