import type { EditorView } from 'prosemirror-view';
import { currentLink, insertVideo, removeLink, setLink } from './engine/linkCommands';
import { UrlPanel } from './UrlPanel';
import { normalizeLink, videoEmbed } from './validation';

interface AddressPanelProps {
  kind: 'link' | 'video';
  view: EditorView;
  onClose: () => void;
}

/**
 * The link or video form bound to the text: a link gets `https://` when typed without a
 * protocol, a video must be YouTube or Vimeo (SPEC §5). Loaded on the first click on
 * Link or Video, with the commands it runs.
 */
export default function AddressPanel({ kind, view, onClose }: AddressPanelProps) {
  const link = kind === 'link' ? currentLink(view.state) : null;
  return (
    <UrlPanel
      kind={kind}
      initial={link ?? ''}
      onApply={(address) => {
        if (kind === 'link') {
          const href = normalizeLink(address);
          return Boolean(href && setLink(href)(view.state, view.dispatch));
        }
        const embed = videoEmbed(address);
        return Boolean(embed && insertVideo(embed.src)(view.state, view.dispatch));
      }}
      onRemove={link ? () => removeLink(view.state, view.dispatch) : undefined}
      onClose={onClose}
    />
  );
}
