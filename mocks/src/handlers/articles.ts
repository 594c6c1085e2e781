/**
 * Article pages: the audio of an article (a quiet tone made here, so the demo needs no
 * media files) and the player's progress reports, recorded for tests.
 */
import { HttpResponse, http } from 'msw';
import { articles } from '@casino/api';
import { handle } from '../handle';

export const ARTICLE_AUDIO_PATH = '/media/article-audio.wav';
/** The demo audio: 60 s of 8 kHz 8-bit mono. */
export const ARTICLE_AUDIO_SECONDS = 60;
const SAMPLE_RATE = 8000;
const WAV_HEADER_BYTES = 44;
const TONE_HZ = 220;
const SILENCE = 128;
const AMPLITUDE = 6;

/** Every audio progress report, oldest first. */
export const audioReports: { audioId: string; percent: number }[] = [];

export function resetArticles(): void {
  audioReports.length = 0;
}

function wav(seconds: number): ArrayBuffer {
  const samples = seconds * SAMPLE_RATE;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + samples);
  const view = new DataView(buffer);
  const ascii = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // PCM header size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes per second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let index = 0; index < samples; index += 1)
    view.setUint8(
      WAV_HEADER_BYTES + index,
      SILENCE + Math.round(AMPLITUDE * Math.sin((2 * Math.PI * TONE_HZ * index) / SAMPLE_RATE)),
    );
  return buffer;
}

let audio: ArrayBuffer | null = null;

export const articlesHandlers = [
  http.get(`*${ARTICLE_AUDIO_PATH}`, ({ request }) => {
    audio ??= wav(ARTICLE_AUDIO_SECONDS);
    const total = audio.byteLength;
    // Byte ranges, as a media server answers them: without them the audio cannot seek.
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.get('Range') ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Math.min(Number(range[2]), total - 1) : total - 1;
    if (range && start >= total)
      return new HttpResponse(null, {
        status: 416,
        headers: { 'Content-Range': `bytes */${total}` },
      });
    return new HttpResponse(audio.slice(start, end + 1), {
      status: range ? 206 : 200,
      headers: {
        'Content-Type': 'audio/wav',
        'Accept-Ranges': 'bytes',
        'Content-Length': String(end + 1 - start),
        ...(range && { 'Content-Range': `bytes ${start}-${end}/${total}` }),
      },
    });
  }),
  handle(articles.audioProgress, ({ audioId, percent }) => {
    audioReports.push({ audioId, percent });
    return '';
  }),
];
