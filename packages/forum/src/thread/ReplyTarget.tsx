import { useId } from 'react';
import { QUOTE_PREVIEW_CHARACTERS } from '../shared/constants';
import { text } from '../messages';

/** The post a reply answers (`replyToId`) or quotes (`quoteOfId`). */
export interface ReplyTarget {
  kind: 'reply' | 'quote';
  postId: number;
  author: string | null;
  /** The post's text (quotes show its start). */
  text: string;
}

interface ReplyTargetLineProps {
  target: ReplyTarget;
  onCancel: () => void;
}

const preview = (value: string) =>
  value.length > QUOTE_PREVIEW_CHARACTERS
    ? `${value.slice(0, QUOTE_PREVIEW_CHARACTERS).trimEnd()}…`
    : value;

/** "Replying to alice" / "Quoting alice" above the reply box, with a way to stop. */
export function ReplyTargetLine({ target, onCancel }: ReplyTargetLineProps) {
  const name = target.author ?? text.someone();
  const quote = target.kind === 'quote';
  const lineId = `${useId()}-target`;
  return (
    <div className="cw-forum-thread__target" data-reply-target={target.kind}>
      <p>
        <a id={lineId} href={`#post-${target.postId}`}>
          {quote ? text.quoting(name) : text.replyingTo(name)}
        </a>{' '}
        <button
          type="button"
          className="cw-forum-thread__link"
          aria-describedby={lineId}
          onClick={onCancel}
        >
          {text.cancel()}
        </button>
      </p>
      {quote && target.text && <blockquote>{preview(target.text)}</blockquote>}
    </div>
  );
}
