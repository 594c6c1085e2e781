import type { Preview } from '@storybook/react-vite';
import { describeProps } from './embed';
import type { PropDoc, WidgetParameter } from './embed';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];
type ArgType = ReturnType<ArgTypesEnhancer>[string];

function control(prop: PropDoc): ArgType['control'] {
  if (prop.options) return { type: prop.options.length > 4 ? 'select' : 'radio' };
  if (prop.type === 'boolean') return { type: 'boolean' };
  if (prop.type === 'number' || prop.type === 'integer') return { type: 'number' };
  if (prop.type === 'string') return { type: 'text' };
  return { type: 'object' };
}

/**
 * Controls and the args table read the widget's props schema (`parameters.widget`), the
 * same one that validates `data-props`, instead of the component's TypeScript types.
 */
export const schemaArgTypes: ArgTypesEnhancer = (context) => {
  const widget = context.parameters.widget as WidgetParameter | undefined;
  if (!widget?.props) return context.argTypes;
  const argTypes = { ...context.argTypes };
  for (const prop of describeProps(widget.props)) {
    const inferred = argTypes[prop.name];
    argTypes[prop.name] = {
      ...inferred,
      name: prop.name,
      description: prop.description ?? inferred?.description,
      type: { name: 'other', value: prop.type, required: prop.required },
      ...(prop.options ? { options: prop.options } : {}),
      control: control(prop),
      table: {
        ...inferred?.table,
        type: { summary: prop.type },
        ...('default' in prop ? { defaultValue: { summary: JSON.stringify(prop.default) } } : {}),
      },
    };
  }
  return argTypes;
};
