import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import { EmbedSnippet } from './EmbedSnippet';

/** The autodocs page: Storybook's usual blocks plus the CMS embed snippet. */
export function WidgetDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <EmbedSnippet />
      <Stories />
    </>
  );
}
