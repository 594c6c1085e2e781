/** SPEC §9: tracking sample rate 20% (of page views). */
export const TRACKING_SAMPLE_RATE = 0.2;

export const inTrackingSample = (random: () => number = Math.random): boolean =>
  random() < TRACKING_SAMPLE_RATE;
