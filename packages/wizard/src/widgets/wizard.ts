import { defineWidget } from '@casino/core';
import { Wizard } from '../Wizard';
import { wizardProps } from '../props';
import '../wizard.css';

/** The casino wizard placeholder: `<div data-widget="wizard" data-props='{...}'>`. */
export const wizardWidget = defineWidget({
  name: 'wizard',
  props: wizardProps,
  component: Wizard,
});
