import { defineWidget } from '@casino/core';
import { BonusDetail } from '../BonusDetail';
import { bonusDetailProps } from '../props';
import '../home.css';

/** The bonus card detail modal of the home page's bonus cards. */
export const bonusDetailWidget = defineWidget({
  name: 'bonus-detail',
  props: bonusDetailProps,
  component: BonusDetail,
});
