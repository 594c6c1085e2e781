/**
 * SPEC §5 "Rich-text editor" as pure rules: what a text may hold, which links and videos
 * are taken, which image files may be uploaded. No DOM, no editor: the component and the
 * engine ask these.
 */
import {
  DEFAULT_LINK_PROTOCOL,
  EDITOR_MAX_CHARACTERS,
  EDITOR_MAX_IMAGES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  VIDEO_HOSTS,
} from './limits';

/** SPEC §8 "Editor errors". */
export const EDITOR_ERRORS = ['EMPTY', 'MAX_CHARACTERS', 'MAX_IMAGE_EXCEEDED'] as const;
export type EditorError = (typeof EDITOR_ERRORS)[number];

/** What the rules look at in a text. */
export interface ContentSummary {
  /** The plain text, blocks separated by a line break. */
  text: string;
  images: number;
  videos: number;
}

/**
 * Characters as the server and a textarea's maxlength count them (UTF-16 units), so the
 * counter never promises room the server would refuse.
 */
export function countCharacters(text: string): number {
  return text.length;
}

/** A text with only spaces and no image or video is empty. */
export function isEmptyContent(content: ContentSummary): boolean {
  return content.text.trim() === '' && content.images === 0 && content.videos === 0;
}

/** Every rule the text breaks, in the order they are shown; none when it may be sent. */
export function validateContent(
  content: ContentSummary,
  maxCharacters: number = EDITOR_MAX_CHARACTERS,
): EditorError[] {
  if (isEmptyContent(content)) return ['EMPTY'];
  const errors: EditorError[] = [];
  if (countCharacters(content.text) > maxCharacters) errors.push('MAX_CHARACTERS');
  if (content.images > EDITOR_MAX_IMAGES) errors.push('MAX_IMAGE_EXCEEDED');
  return errors;
}

const WEB_LINK = /^https?:\/\//i;
const MAIL_LINK = /^mailto:[^\s@]+@[^\s@]+$/i;
/** A scheme such as `javascript:` or `data:`; `host:8080` is a port, not a scheme. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The address a link gets, or null when it cannot be a link: web addresses without a
 * protocol get `https://` (SPEC §5), `//host` gets `https:`, mailto links stay, and
 * every other scheme (javascript:, data:, file:) is refused.
 */
export function normalizeLink(input: string): string | null {
  const typed = input.trim();
  if (!typed || /\s/.test(typed)) return null;
  if (MAIL_LINK.test(typed)) return typed;
  let candidate: string;
  if (WEB_LINK.test(typed)) candidate = typed;
  else if (typed.startsWith('//')) candidate = `https:${typed}`;
  else if (OTHER_SCHEME.test(typed)) return null;
  else candidate = `${DEFAULT_LINK_PROTOCOL}${typed}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname ? candidate : null;
  } catch {
    return null;
  }
}

export type VideoProvider = keyof typeof VIDEO_HOSTS;

export interface VideoEmbed {
  provider: VideoProvider;
  id: string;
  /** The player's address, for the iframe. */
  src: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;

function youtubeId(url: URL): string | undefined {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return first;
  if (first === 'watch') return url.searchParams.get('v') ?? undefined;
  if (first === 'embed' || first === 'shorts' || first === 'live') return second;
  return undefined;
}

function vimeoId(url: URL): string | undefined {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  return url.hostname === 'player.vimeo.com' ? (first === 'video' ? second : undefined) : first;
}

/**
 * The embed of a video link, or null: only YouTube and Vimeo videos (SPEC §5). YouTube
 * plays from its privacy-enhanced host.
 */
export function videoEmbed(link: string): VideoEmbed | null {
  const normalized = normalizeLink(link);
  if (!normalized) return null;
  const url = new URL(normalized);
  const host = url.hostname.toLowerCase();
  if ((VIDEO_HOSTS.youtube as readonly string[]).includes(host)) {
    const id = youtubeId(url);
    return id && YOUTUBE_ID.test(id)
      ? { provider: 'youtube', id, src: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  }
  if ((VIDEO_HOSTS.vimeo as readonly string[]).includes(host)) {
    const id = vimeoId(url);
    return id && VIMEO_ID.test(id)
      ? { provider: 'vimeo', id, src: `https://player.vimeo.com/video/${id}` }
      : null;
  }
  return null;
}

/** Why an image file cannot be uploaded. */
export type ImageFileProblem = 'TYPE' | 'SIZE';

/** Linux browsers name the x-icon type by its registered name. */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  'image/vnd.microsoft.icon': 'image/x-icon',
};

/** Checks a chosen file before it is sent: type first, then size. */
export function checkImageFile(file: { type: string; size: number }): ImageFileProblem | null {
  const type = TYPE_ALIASES[file.type] ?? file.type;
  if (!IMAGE_TYPES.includes(type)) return 'TYPE';
  if (file.size > IMAGE_MAX_BYTES) return 'SIZE';
  return null;
}

/** Whether one more image still fits. */
export function canAddImage(images: number): boolean {
  return images < EDITOR_MAX_IMAGES;
}
