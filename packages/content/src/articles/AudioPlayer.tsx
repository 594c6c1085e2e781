import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useFocusHandoff } from '../focusHandoff';
import { text } from './messages';
import type { AudioPlayerProps } from './props';
import {
  AUDIO_SKIP_SECONDS,
  AUDIO_START_VOLUME,
  progressReporter,
  sendAudioProgress,
} from './audioProgress';

const SECONDS_PER_MINUTE = 60;
const VOLUME_STEP = 0.05;
const PERCENT = 100;

/** 65.4 → "1:05". */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const rest = whole % SECONDS_PER_MINUTE;
  return `${Math.floor(whole / SECONDS_PER_MINUTE)}:${String(rest).padStart(2, '0')}`;
}

/**
 * The article's audio: play and pause, 15 s back and forward, a position and a volume
 * slider (volume 0.8 at start), every control a native one with its name; on the
 * position slider the arrow keys skip 15 s. Listening is reported every 10 percent.
 */
export function AudioPlayer({ src, title, audioId }: AudioPlayerProps) {
  const id = useId();
  const audio = useRef<HTMLAudioElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  useFocusHandoff(playButton);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(AUDIO_START_VOLUME);
  const [failed, setFailed] = useState(false);
  const report = useMemo(
    () => progressReporter((percent) => sendAudioProgress(audioId ?? src, percent)),
    [audioId, src],
  );

  useEffect(() => {
    if (audio.current) audio.current.volume = AUDIO_START_VOLUME;
  }, []);

  const media = () => audio.current!;
  const seek = (to: number) => {
    const end = Number.isFinite(media().duration) ? media().duration : to;
    media().currentTime = Math.min(Math.max(to, 0), end);
    setTime(media().currentTime);
  };
  const skip = (by: number) => seek(media().currentTime + by);
  const toggle = () => {
    if (media().paused)
      media()
        .play()
        .catch(() => setFailed(true));
    else media().pause();
  };

  const onPositionKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }[event.key];
    if (!by) return;
    event.preventDefault();
    skip(by * AUDIO_SKIP_SECONDS);
  };

  return (
    <section className="cw-audio" aria-label={text.player(title)}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onLoadedMetadata={() => setDuration(media().duration)}
        onDurationChange={() => setDuration(media().duration)}
        onTimeUpdate={() => {
          setTime(media().currentTime);
          report(media().currentTime, media().duration);
        }}
        onVolumeChange={() => setVolume(media().volume)}
        onError={() => setFailed(true)}
      />
      <div className="cw-audio__controls">
        <button
          type="button"
          className="cw-audio__button"
          onClick={() => skip(-AUDIO_SKIP_SECONDS)}
        >
          <span aria-hidden="true">↺ </span>
          {text.back(AUDIO_SKIP_SECONDS)}
        </button>
        <button
          ref={playButton}
          type="button"
          className="cw-audio__button cw-audio__play"
          onClick={toggle}
        >
          {playing ? text.pause() : text.play()}
        </button>
        <button type="button" className="cw-audio__button" onClick={() => skip(AUDIO_SKIP_SECONDS)}>
          {text.forward(AUDIO_SKIP_SECONDS)}
          <span aria-hidden="true"> ↻</span>
        </button>
      </div>
      <p className="cw-audio__position">
        <label htmlFor={`${id}-position`}>{text.position()}</label>
        <input
          id={`${id}-position`}
          type="range"
          min={0}
          max={duration || 0}
          step={1}
          value={Math.min(time, duration || 0)}
          aria-valuetext={text.positionText(formatTime(time), formatTime(duration))}
          onKeyDown={onPositionKey}
          onChange={(event) => seek(Number(event.target.value))}
        />
        <span aria-hidden="true">
          {formatTime(time)} / {formatTime(duration)}
        </span>
      </p>
      <p className="cw-audio__volume">
        <label htmlFor={`${id}-volume`}>{text.volume()}</label>
        <input
          id={`${id}-volume`}
          type="range"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={volume}
          aria-valuetext={`${Math.round(volume * PERCENT)}%`}
          onChange={(event) => {
            media().volume = Number(event.target.value);
            setVolume(media().volume);
          }}
        />
      </p>
      {failed && (
        <p className="cw-audio__error" role="alert">
          {text.audioFailed()}{' '}
          <a href={src} download>
            {title}
          </a>
        </p>
      )}
    </section>
  );
}
