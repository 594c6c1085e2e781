import { defineWidget } from '@casino/core';
import { CasinoDetail } from '../CasinoDetail';
import { casinoDetailProps } from '../props';
import '../casino-detail.css';

/**
 * The casino detail page: `<div data-widget="casino-detail" data-props='{"casinoId":1}'>`
 * inside the server's `<div data-casino-detail>` that holds the tabs and the rest.
 */
export const casinoDetailWidget = defineWidget({
  name: 'casino-detail',
  props: casinoDetailProps,
  component: CasinoDetail,
});
