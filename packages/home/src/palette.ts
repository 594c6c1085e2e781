/** The charts' colours: the site's green for the line, blue bars, ratings from red to green. */
export const LINE_COLOR = '#1f7a4d';
export const BAR_COLOR = '#2a6fb0';
export const RATING_COLORS = ['#b3261e', '#d9731a', '#c9a400', '#5a9e3a', '#1f7a4d'];
