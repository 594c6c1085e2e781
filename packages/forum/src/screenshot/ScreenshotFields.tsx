import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useCall } from '@casino/ui';
import { uploadImage } from '@casino/editor/upload';
import type { UploadProblem } from '@casino/editor/upload';
import { useComponentSearch, useGameSearch } from '@casino/search-select';
import { forumHooks } from '@casino/api';
import { shotText } from './screenshotMessages';
import { RelatedPicker } from '../start-thread/RelatedFields';
import {
  SCREENSHOT_FIELDS,
  SCREENSHOT_MAX_BYTES,
  WIN_CURRENCIES,
  checkScreenshotFiles,
} from './screenshot';
import type { ScreenshotForm, ScreenshotProblems } from './screenshot';

const BYTES_PER_MB = 1_000_000;
const MEGABYTES = SCREENSHOT_MAX_BYTES / BYTES_PER_MB;
/** SPEC §5: png, gif, jpeg, bmp, x-icon (the picker's filter; the upload checks again). */
const ACCEPT = 'image/png,image/gif,image/jpeg,image/bmp,image/x-icon';

export interface ScreenshotFieldsProps {
  form: ScreenshotForm;
  onChange: (patch: Partial<ScreenshotForm>) => void;
  /** The fields in error after a send was tried. */
  problems: ScreenshotProblems;
  /** Grows with each send refused for a problem: the focus goes to the first. */
  attempt: number;
  onUploading: (uploading: boolean) => void;
  casinoSearchUrl: string;
  gameSearchUrl: string;
}

function uploadMessage(problem: UploadProblem): string {
  if (problem === 'WRONG_TYPE') return shotText.wrongType();
  if (problem === 'SIZE') return shotText.size(MEGABYTES);
  if (problem === 'CAPTCHA') return shotText.captcha();
  return shotText.failed();
}

/**
 * The winning screenshot of a reply (SPEC §3, §5): exactly one image of at most 5 MB,
 * uploaded at once with POST /image/uploadImage, and the casino, game, currency, bet and
 * win of the win. Loaded when a member adds a screenshot.
 */
export default function ScreenshotFields(props: ScreenshotFieldsProps) {
  const { form, onChange, problems, attempt, onUploading } = props;
  const id = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // A newer file's upload wins over the one still running.
  const upload = useCall();
  const [uploading, setUploading] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [casinoQuery, setCasinoQuery] = useState(form.casino?.label ?? '');
  const [gameQuery, setGameQuery] = useState(form.game?.label ?? '');
  const casinos = useComponentSearch(props.casinoSearchUrl, form.casino ? '' : casinoQuery);
  const games = useGameSearch(props.gameSearchUrl, form.game ? '' : gameQuery);

  // In the commit that shows the errors, so the first wrong field holds the focus at once.
  useLayoutEffect(() => {
    const first = SCREENSHOT_FIELDS.find((field) => problems[field]);
    if (!attempt || !first) return;
    fieldset.current
      ?.querySelector(`[${forumHooks.shotField}="${first}"]`)
      ?.querySelector<HTMLElement>('input, select, button')
      ?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each refused send only
  }, [attempt]);

  const choose = (files: File[]) => {
    // A closed picker chose nothing: the screenshot stays as it was.
    if (files.length === 0) return;
    const problem = checkScreenshotFiles(files);
    if (problem) {
      setFileError(problem === 'COUNT' ? shotText.count() : shotText.size(MEGABYTES));
      return;
    }
    const file = files[0]!;
    void upload.restart(async (signal) => {
      setFileError(null);
      setUploading(file.name);
      setAnnouncement(shotText.uploading(file.name));
      onUploading(true);
      const outcome = await uploadImage(file, signal);
      if (signal.aborted) return;
      setUploading(null);
      onUploading(false);
      if (outcome.ok && outcome.image.imageId !== null) {
        onChange({
          image: { imageId: outcome.image.imageId, src: outcome.image.src, name: file.name },
        });
        setAnnouncement(shotText.uploaded(file.name));
      } else {
        setAnnouncement('');
        setFileError(uploadMessage(outcome.ok ? 'FAILED' : outcome.problem));
      }
    });
  };

  const imageError = fileError ?? (problems.image ? shotText.missing() : null);
  const errorOf = (field: keyof ScreenshotProblems, message: () => string) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className="cw-forum-thread__error" role="alert">
        {message()}
      </p>
    ) : null;
  const invalid = (field: keyof ScreenshotProblems) =>
    problems[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};

  return (
    <fieldset ref={fieldset} className="cw-forum-thread__shot" aria-busy={uploading !== null}>
      <legend>{shotText.legend()}</legend>
      <div data-shot-field="image">
        {form.image ? (
          <figure className="cw-forum-thread__shot-image">
            <img src={form.image.src} alt={shotText.alt()} />
            <figcaption>
              {form.image.name}{' '}
              <button
                type="button"
                className="cw-forum-thread__link"
                onClick={() => {
                  onChange({ image: null });
                  setAnnouncement('');
                }}
              >
                {shotText.remove()}
              </button>
            </figcaption>
          </figure>
        ) : (
          <>
            <label className="cw-forum-thread__label" htmlFor={`${id}-file`}>
              {shotText.file()}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept={ACCEPT}
              disabled={uploading !== null}
              aria-invalid={imageError ? true : undefined}
              aria-describedby={`${id}-hint${imageError ? ` ${id}-image-error` : ''}`}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // The same file may be chosen again after an error.
                event.target.value = '';
                choose(files);
              }}
            />
            <p id={`${id}-hint`} className="cw-forum-thread__hint">
              {shotText.hint(MEGABYTES)}
            </p>
          </>
        )}
        {imageError && (
          <p id={`${id}-image-error`} className="cw-forum-thread__error" role="alert">
            {imageError}
          </p>
        )}
        <p className="cw-forum-thread__sr" role="status">
          {announcement}
        </p>
        {uploading !== null && (
          <progress className="cw-forum-thread__progress" aria-hidden="true" />
        )}
      </div>
      <div data-shot-field="casino">
        <RelatedPicker
          label={shotText.casino()}
          search={casinos}
          query={casinoQuery}
          onQuery={setCasinoQuery}
          chosen={form.casino}
          onChoose={(casino) => onChange({ casino })}
        />
        {errorOf('casino', shotText.casinoMissing)}
      </div>
      <div data-shot-field="game">
        <RelatedPicker
          label={shotText.game()}
          search={games}
          query={gameQuery}
          onQuery={setGameQuery}
          chosen={form.game}
          onChoose={(game) => onChange({ game })}
        />
        {errorOf('game', shotText.gameMissing)}
      </div>
      <div className="cw-forum-thread__shot-sizes">
        <div data-shot-field="currencyCode">
          <label className="cw-forum-thread__label" htmlFor={`${id}-currency`}>
            {shotText.currency()}
          </label>
          <select
            id={`${id}-currency`}
            value={form.currencyCode}
            onChange={(event) => onChange({ currencyCode: event.target.value })}
            {...invalid('currencyCode')}
          >
            <option value="">{shotText.currencyChoose()}</option>
            {WIN_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {errorOf('currencyCode', shotText.currencyMissing)}
        </div>
        <div data-shot-field="betSize">
          <label className="cw-forum-thread__label" htmlFor={`${id}-bet`}>
            {shotText.bet()}
          </label>
          <input
            id={`${id}-bet`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.betSize}
            onChange={(event) => onChange({ betSize: event.target.value })}
            {...invalid('betSize')}
          />
          {errorOf('betSize', shotText.betInvalid)}
        </div>
        <div data-shot-field="winSize">
          <label className="cw-forum-thread__label" htmlFor={`${id}-win`}>
            {shotText.win()}
          </label>
          <input
            id={`${id}-win`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.winSize}
            onChange={(event) => onChange({ winSize: event.target.value })}
            {...invalid('winSize')}
          />
          {errorOf('winSize', shotText.winInvalid)}
        </div>
      </div>
    </fieldset>
  );
}
