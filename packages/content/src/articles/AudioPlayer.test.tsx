import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { audioReports } from '@casino/mocks';
import { AudioPlayer } from './AudioPlayer';
import { AUDIO_START_VOLUME, progressReporter, progressStep } from './audioProgress';

const DURATION = 200;

/** The audio element with a known length and a position the test moves (no decoding here). */
function renderPlayer() {
  const user = userEvent.setup();
  const { container } = render(
    <AudioPlayer src="/media/bonus.mp3" title="How casino bonuses work" audioId="bonus-article" />,
  );
  const audio = container.querySelector('audio')!;
  let position = 0;
  let paused = true;
  Object.defineProperties(audio, {
    duration: { configurable: true, get: () => DURATION },
    currentTime: {
      configurable: true,
      get: () => position,
      set: (value: number) => {
        position = value;
      },
    },
    paused: { configurable: true, get: () => paused },
  });
  vi.spyOn(audio, 'play').mockImplementation(async () => {
    paused = false;
    fireEvent.play(audio);
  });
  vi.spyOn(audio, 'pause').mockImplementation(() => {
    paused = true;
    fireEvent.pause(audio);
  });
  fireEvent.loadedMetadata(audio);
  const listenTo = (seconds: number) => {
    position = seconds;
    fireEvent.timeUpdate(audio);
  };
  return { user, audio, listenTo, position: () => position };
}

describe('AudioPlayer', () => {
  it('starts at volume 0.8 and is named after the article', () => {
    const { audio } = renderPlayer();
    expect(audio.volume).toBe(AUDIO_START_VOLUME);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue(String(AUDIO_START_VOLUME));
    expect(
      screen.getByRole('region', { name: 'Listen to “How casino bonuses work”' }),
    ).toBeVisible();
  });

  it('plays and pauses from the keyboard', async () => {
    const { user, audio } = renderPlayer();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(audio.play).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.keyboard(' ');
    expect(audio.pause).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('skips 15 s with the buttons and with the arrow keys on the position, within the audio', async () => {
    const { user, position, listenTo } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    expect(position()).toBe(15);
    const slider = screen.getByRole('slider', { name: 'Position' });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(position()).toBe(45);
    expect(slider).toHaveAttribute('aria-valuetext', '0:45 of 3:20');
    await user.keyboard('{ArrowLeft}');
    expect(position()).toBe(30);
    await user.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    await user.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    await user.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(position()).toBe(0);
    listenTo(DURATION - 5);
    await user.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    expect(position()).toBe(DURATION);
  });

  it('reports listening every 10 percent, each step once', async () => {
    const { listenTo } = renderPlayer();
    listenTo(DURATION * 0.05);
    listenTo(DURATION * 0.1);
    listenTo(DURATION * 0.15);
    listenTo(DURATION * 0.27);
    listenTo(DURATION * 0.02);
    listenTo(DURATION * 0.25);
    listenTo(DURATION);
    await waitFor(() => expect(audioReports).toHaveLength(3));
    expect(audioReports).toEqual([
      { audioId: 'bonus-article', percent: 10 },
      { audioId: 'bonus-article', percent: 20 },
      { audioId: 'bonus-article', percent: 100 },
    ]);
  });

  it('says when the audio cannot be played, with a link to the file', () => {
    const { audio } = renderPlayer();
    fireEvent.error(audio);
    expect(screen.getByRole('alert')).toHaveTextContent('The audio could not be played.');
    expect(screen.getByRole('link', { name: 'How casino bonuses work' })).toHaveAttribute(
      'href',
      '/media/bonus.mp3',
    );
  });
});

describe('audio progress steps', () => {
  it('rounds down to the step and ignores an unknown length', () => {
    expect(progressStep(19.9, 200)).toBe(0);
    expect(progressStep(20, 200)).toBe(10);
    expect(progressStep(199, 200)).toBe(90);
    expect(progressStep(250, 200)).toBe(100);
    expect(progressStep(10, Number.NaN)).toBe(0);
    expect(progressStep(10, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('sends a step only when it is new', () => {
    const sent: number[] = [];
    const report = progressReporter((percent) => sent.push(percent));
    [5, 11, 12, 35, 10, 36, 99].forEach((seconds) => report(seconds, 100));
    expect(sent).toEqual([10, 30, 90]);
  });
});
