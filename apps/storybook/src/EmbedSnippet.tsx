import { Heading, Source, useOf } from '@storybook/addon-docs/blocks';
import { DEFAULT_LOAD, LOAD_STRATEGIES, describeProps, embedSnippet } from './embed';
import type { LoadStrategy, WidgetParameter } from './embed';

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/**
 * Docs block: how a CMS editor embeds the widget of the current stories file, generated
 * from the widget's props schema so it cannot drift from the code.
 */
export function EmbedSnippet() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const widget = preparedMeta.parameters.widget as WidgetParameter | undefined;
  if (!widget?.props) return null;
  const load = (preparedMeta.parameters.load as LoadStrategy | undefined) ?? DEFAULT_LOAD;
  const props = describeProps(widget.props);
  return (
    <section aria-label="CMS embed">
      <Heading>Embed in a CMS page</Heading>
      <Source language="html" dark code={embedSnippet(widget, load, preparedMeta.initialArgs)} />
      <p>
        <code>data-load</code> says when the loader starts the widget:{' '}
        {LOAD_STRATEGIES.map((strategy, index) => (
          <span key={strategy}>
            {index > 0 && ', '}
            <code>{strategy}</code>
          </span>
        ))}{' '}
        (default <code>{DEFAULT_LOAD}</code>). <code>data-props</code> is JSON checked against the
        schema below; bad props leave the fallback in place and log one console error.
      </p>
      <table>
        <caption>
          Props of <code>{widget.name}</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">Prop</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {props.map((prop) => (
            <tr key={prop.name}>
              <th scope="row">
                <code>{prop.name}</code>
              </th>
              <td>
                <code>{prop.type}</code>
              </td>
              <td>
                <code>{show(prop.default)}</code>
              </td>
              <td>{prop.required ? 'yes' : 'no'}</td>
              <td>{prop.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
