import { defineWidget } from '@casino/core';
import { AgeVerify } from '../AgeVerify';
import { ageVerifyProps } from '../props';
import '../age-verify.css';

/**
 * The game page's age verification: `<div data-widget="age-verify" data-props='{...}'>`
 * beside the game it covers (`[data-age-verify-game]`).
 */
export const ageVerifyWidget = defineWidget({
  name: 'age-verify',
  props: ageVerifyProps,
  component: AgeVerify,
});
