import { Suspense, lazy, useId } from 'react';
import { text } from '../messages';
import { shotText } from './screenshotMessages';
import type { SearchUrls } from '../props';
import type { WinningScreenshotState } from './useWinningScreenshot';

const ScreenshotFields = lazy(() => import('./ScreenshotFields'));

interface ScreenshotSectionProps {
  shot: WinningScreenshotState;
  searchUrls: SearchUrls;
}

/**
 * "Add a winning screenshot" in the quick reply of a thread that takes them; its fields
 * (and their code) come when the member ticks it.
 */
export function ScreenshotSection({ shot, searchUrls }: ScreenshotSectionProps) {
  const id = useId();
  if (!shot.enabled) return null;
  return (
    <div className="cw-forum-thread__shot-section">
      <label className="cw-forum-thread__check">
        <input
          type="checkbox"
          checked={shot.open}
          aria-controls={shot.open ? `${id}-fields` : undefined}
          onChange={(event) => shot.setOpen(event.target.checked)}
        />
        {shotText.toggle()}
      </label>
      {shot.open && (
        <div id={`${id}-fields`}>
          <Suspense fallback={<p role="status">{text.loadingEditor()}</p>}>
            <ScreenshotFields
              form={shot.form}
              onChange={shot.change}
              problems={shot.problems}
              attempt={shot.attempt}
              onUploading={shot.setUploading}
              casinoSearchUrl={searchUrls.casinos}
              gameSearchUrl={searchUrls.games}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
