import { SCENARIOS, USERS } from '@casino/mocks';
import { gamesHooks, pageHooks, reviewsHooks } from '@casino/api';
import { carouselServerStyle } from '@casino/ui/carousel-style';
import TOKENS_CSS from '@casino/ui/tokens.css?raw';
import CONTROLS_CSS from '@casino/ui/controls.css?raw';
import LIST_PAGE_CSS from '@casino/filters/list-page.css?raw';
import { FORUM_STYLE } from './forumStyle';

export interface PageOptions {
  file: string;
  title: string;
  /** Where visitors arrive, when it is more than the file (an email's link and its query). */
  address?: string;
  /** The SPEC §2 page-type marker; absent on pages that are not a page type. */
  pageType?: string;
  main: string;
  /** The newsletter in the footer, as on every page of the real site. */
  footerNewsletter?: boolean;
  /** The notifications bell in the header (it shows only to a logged-in member). */
  headerBell?: boolean;
  /** A tournament's live channel the bell follows too (its leaderboard updates). */
  tournamentDestination?: string;
  /** The site-wide interface helpers (tabs, tooltips, sliders, scroll to top, ...). */
  pageHelpers?: boolean;
  /** Where a login on this page happens (SPEC §7 picks the endpoint); 'site' by default. */
  authContext?: 'site' | 'forum' | 'academy';
}

export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A widget placeholder as a CMS editor writes it; the inner HTML is the server fallback.
 * `on`: what the widget handles beyond its placeholder (`data-on`, a CSS selector): a click
 * there before the widget is here is held by the loader until it is (README.md).
 */
export function placeholder(
  widget: string,
  props: object,
  load: string,
  fallback: string,
  on?: string,
): string {
  const handles = on ? ` data-on="${escape(on)}"` : '';
  return `<div ${pageHooks.widget}="${widget}" data-load="${load}"${handles} ${pageHooks.props}='${escape(JSON.stringify(props))}'>${fallback}</div>`;
}

/**
 * The room a widget takes once it has mounted and shown what it loads, in rem: below 768 px
 * (`phone`) and from 768 px (`wide`, the phone's when left out). The page writes it on the
 * placeholder (`--cw-room-phone`, `--cw-room`) and its stylesheet reserves it, so the
 * server's fallback already takes that room and the widget's mount moves nothing below it.
 */
export interface Room {
  phone: number;
  wide?: number;
}
export const withRoom = (room: Room, html: string) =>
  html.replace(
    new RegExp(`^<div ${pageHooks.widget}=`),
    `<div style="--cw-room-phone:${room.phone}rem;--cw-room:${room.wide ?? room.phone}rem" ${pageHooks.widget}=`,
  );

/** The member's notifications bell; a visitor sees nothing, so it has no server content. */
export const notificationsBell = (tournamentDestination?: string) =>
  placeholder(
    'notifications',
    {
      socketUrl: '/ws',
      userDestination: '/queue/notifications.{userId}',
      ...(tournamentDestination ? { tournamentDestination } : {}),
    },
    'idle',
    '',
  );
export const NOTIFICATIONS_BELL = notificationsBell();

/** The site search in the header of every page but the index; its fallback is the search page. */
export const HEADER_SEARCH = placeholder(
  'search',
  { target: '/frontendService/search' },
  'idle',
  '<a href="/search">Search</a>',
);

/**
 * Social login as the site's settings enable it. The demo installs fake providers, so no
 * real SDK is loaded and the fake backend understands their tokens.
 */
const SOCIAL = {
  google: { clientId: 'demo-google-client' },
  facebook: { appId: 'demo-facebook-app' },
  apple: { clientId: 'demo-apple-client' },
};

/** The header's login popup and the page's authentication dialog, on every page. */
export function authWidgets(context: string): string {
  return (
    placeholder(
      'login-popup',
      { context, social: SOCIAL },
      'idle',
      '<a href="signup.html">Sign up</a>',
    ) + placeholder('auth', { context, social: SOCIAL }, 'idle', '')
  );
}

/**
 * What the host's stylesheet carries for the widgets from the first paint: the design
 * tokens and the finished look of the server's own controls that widgets bind (its
 * buttons would otherwise grow when the first widget's stylesheet arrives, and move what
 * follows), the sliders laid out as they will be, and the list page as the list widget
 * lays it out (README.md, "Embedding").
 */
const HOST_STYLE = `${TOKENS_CSS}${CONTROLS_CSS}${carouselServerStyle()}${LIST_PAGE_CSS}`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f1d;background:#fff}
a{color:#0b5cad}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
/* The brand and the menu at the start, the widgets pushed to the end: an item that
   comes or grows later (a header parsed in two paints, a widget) moves none before it. */
.site-header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding:1rem 1.5rem;background:#0f2a1d;color:#fff}
.site-header>[${pageHooks.widget}=search]{margin-left:auto}
.site-header a{color:#fff}
/* Room for the header widgets' buttons before they mount (their height, 2.75rem, and
   width, the search's and the "Log in" button's, the server's links aligned to their
   right edge): nothing in the header moves when they come. */
.site-header>[${pageHooks.widget}=search],.site-header>[${pageHooks.widget}=login-popup]{display:flex;flex-shrink:0;align-items:center;justify-content:flex-end;min-height:2.75rem}
.site-header>[${pageHooks.widget}=search]{min-width:7rem}
.site-header>[${pageHooks.widget}=login-popup]{min-width:6rem}
.brand{font-weight:700;font-size:1.25rem;text-decoration:none}
.site-nav ul{display:flex;flex-wrap:wrap;gap:.75rem;margin:0;padding:0;list-style:none}
main{max-width:72rem;margin:0 auto;padding:1.5rem}
.cards{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));padding:0;list-style:none}
.card{padding:1rem;border:1px solid #cfd8d3;border-radius:.75rem}
.card h3{margin:.25rem 0}
.meta{color:#4a524e;font-size:.9rem}
/* A game card's screenshots in a row, and its buttons one under the other at the card's width. */
.game-card .gallery{display:flex;gap:.25rem;margin:.5rem 0;padding:0;list-style:none;overflow:hidden}
.game-card .gallery img{display:block;max-width:100%;height:auto}
.game-card button:not([hidden]){display:block;width:100%;margin:.5rem 0 0}
/* Rows of the server's buttons keep a gap when they wrap onto a second line. */
.game-like,.game-actions>:is(p,[${gamesHooks.gameList}]),.openers{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
table{border-collapse:collapse;width:100%}th,td{padding:.5rem;border-bottom:1px solid #cfd8d3;text-align:left}
.site-footer{margin-top:3rem;padding:2rem 1.5rem;background:#eef3f0}
.site-footer .inner{max-width:72rem;margin:0 auto;display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr))}
.demo-tools{font-size:.9rem}
/* The demo mailbox fills in as the page starts: it has the room of an email from the first paint. */
[data-demo-mailbox]{display:flow-root;min-height:11rem}
@media (min-width:768px){[data-demo-mailbox]{min-height:8.25rem}}
/* Room for what widgets add as they mount or as the visitor scrolls near (the footer's
   newsletter; the home page's charts), so what follows stays where it is. The sliders lay
   out as they will from the first paint (HOST_STYLE). */
.site-footer [${pageHooks.widget}=newsletter]{display:flow-root;min-height:21rem}
[${pageHooks.widget}][style*="--cw-room"]{display:flow-root;min-height:var(--cw-room)}
/* The charts and the tournaments take their list's class on their placeholder, and its margins. */
[${pageHooks.widget}=home-charts],[${pageHooks.widget}=tournaments]{margin:1.5rem 0}
/* The newsletter signup inside a page's content keeps its distance from what is above and below it. */
main>[${pageHooks.widget}=newsletter]{margin:1.5rem 0}
@media (max-width:767.98px){[${pageHooks.widget}][style*="--cw-room"]{min-height:var(--cw-room-phone)}}
[${pageHooks.widget}=home-charts]{display:flow-root;min-height:75rem}
@media (min-width:712px){[${pageHooks.widget}=home-charts]{min-height:53rem}}
@media (min-width:1056px){[${pageHooks.widget}=home-charts]{min-height:31rem}}
/* The list page is laid out by the list widget's own list-page.css (HOST_STYLE); below
   768 px the panel is in the widget's menu and its button needs a line. */
@media (max-width:767.98px){[${pageHooks.widget}=filters]{min-height:2.625rem}}
.demo-tools select{max-width:100%;min-height:2.75rem;margin:.25rem 0 .5rem;padding:.25rem .5rem;border:1px solid #4a524e;border-radius:.5rem;background:#fff;color:inherit;font:inherit}
.demo-tools button{min-height:2.75rem;padding:.5rem 1rem;border:1px solid #4a524e;border-radius:.5rem;background:#fff;color:inherit;font:600 .9375rem/1.25 system-ui,sans-serif;cursor:pointer}
.fallback{color:#4a524e}
.audio-fallback{display:flex;flex-direction:column;justify-content:center;gap:.5rem;min-height:inherit;padding:.75rem;border:1px solid #cfd8d3;border-radius:.5rem}
.audio-fallback a{align-self:flex-start;padding:.5rem 1rem;border:1px solid currentColor;border-radius:.5rem;font-weight:600;text-decoration:none}
.audio-fallback p{margin:0}
[${pageHooks.cwTablist}]{display:flex;gap:.25rem;border-bottom:1px solid #cfd8d3;margin-top:1.5rem}
[${pageHooks.cwTab}]{min-height:2.75rem;padding:.5rem 1rem;border:1px solid transparent;border-bottom:0;background:none;font:inherit;font-weight:600;cursor:pointer}
[${pageHooks.cwTab}][aria-selected=true]{border-color:#cfd8d3;background:#fff}
[${pageHooks.cwTabPanel}]{padding:1rem 0}
[${pageHooks.cwExpandable}]{border:1px solid #cfd8d3;border-radius:.5rem;margin:.5rem 0}
[${pageHooks.cwExpandableToggle}]{width:100%;padding:.75rem;text-align:left;border:0;background:#f4f8f5;font:inherit;cursor:pointer}
[${pageHooks.cwExpandableContent}]{padding:0 .75rem}
.table-wrap{overflow-x:auto}
table[${pageHooks.cwStickyTable}] th:first-child,table[${pageHooks.cwStickyTable}] td:first-child{position:sticky;left:0;background:#fff}
.pager{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1.5rem 0}
.pager ul{display:flex;gap:.5rem;list-style:none;margin:0;padding:0}
.pager input{width:4rem}
/* The server's page links (lists, reviews, a casino's forum threads): a row of targets. */
:is(.cg-pagination ol,nav[${reviewsHooks.pagination}]:not(.cg-pagination)){display:flex;flex-wrap:wrap;gap:.25rem;margin:1rem 0;padding:0;list-style:none}
:is(.cg-pagination,nav[${reviewsHooks.pagination}]) :is(a,[aria-current]){display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem}
.casino-sections ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0;list-style:none;border-bottom:1px solid #cfd8d3}.casino-sections a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 .25rem}
@media (max-width:767.98px){.casino-sections{display:none}}
.toc{padding:1rem;background:#f4f8f5;border-radius:.5rem}
.toc ul{list-style:none;margin:0;padding-left:1rem}.toc>ul{padding-left:0}.toc a{display:flex;align-items:center;min-height:1.75rem}
.theme-toggle{min-height:2.75rem;padding:.25rem .75rem;border:1px solid currentColor;border-radius:.5rem;background:none;color:inherit;font:inherit;cursor:pointer}
.theme-toggle:focus-visible{outline:2px solid currentColor;outline-offset:2px}
.theme-toggle[aria-pressed=true]{font-weight:700}
[data-cw-theme=dark] body{color:#e6ece8;background:#151a17}
[data-cw-theme=dark] a{color:#8cc8ff}
[data-cw-theme=dark] .site-header{background:#0b1f15}
[data-cw-theme=dark] .site-header a{color:#fff}
[data-cw-theme=dark] :is(.site-footer,.toc,[${pageHooks.cwExpandableToggle}]){background:#222b26;color:inherit}
[data-cw-theme=dark] :is(.card,th,td,[${pageHooks.cwTablist}],[${pageHooks.cwExpandable}],.casino-sections ul,.audio-fallback){border-color:#46524c}
[data-cw-theme=dark] [${pageHooks.cwTab}]{color:inherit}
[data-cw-theme=dark] [${pageHooks.cwTab}][aria-selected=true]{border-color:#46524c;background:#151a17}
[data-cw-theme=dark] table[${pageHooks.cwStickyTable}] :is(th,td):first-child{background:#151a17}
[data-cw-theme=dark] :is(.meta,.fallback){color:#a9b5ae}
[data-cw-theme=dark] .demo-tools :is(select,button){border-color:#a9b5ae;background:#151a17}
`;

/**
 * The demo's theme switch (demo only: a real host sets `data-cw-theme` itself). `?theme=dark`
 * or the footer's toggle; kept for the tab. A script file of its own in the head (the pages
 * run under a Content Security Policy that refuses inline scripts), so the theme is set
 * before the first paint and no page flashes; it binds the toggle once the page is parsed.
 */
const THEME_KEY = 'cw-demo-theme';
export const THEME_SCRIPT_FILE = 'demo-theme.js';
export const THEME_SCRIPT = `(()=>{const h=document.documentElement;let t=new URLSearchParams(location.search).get('theme');try{if(t)sessionStorage.setItem('${THEME_KEY}',t);t=sessionStorage.getItem('${THEME_KEY}')}catch{}if(t==='dark')h.dataset.cwTheme='dark';document.addEventListener('DOMContentLoaded',()=>{const b=document.querySelector('[data-demo-theme-toggle]');if(!b)return;const show=()=>b.setAttribute('aria-pressed',String(h.dataset.cwTheme==='dark'));show();b.addEventListener('click',()=>{if(h.dataset.cwTheme==='dark')delete h.dataset.cwTheme;else h.dataset.cwTheme='dark';try{sessionStorage.setItem('${THEME_KEY}',h.dataset.cwTheme??'light')}catch{}show()})})})()
`;
const THEME_HEAD = `<script data-demo-only src="/${THEME_SCRIPT_FILE}"></script>`;
const THEME_TOGGLE = `<button type="button" class="theme-toggle" aria-pressed="false" data-demo-theme-toggle>Dark theme</button>`;

const NAV = [
  ['index.html', 'All pages'],
  ['home.html', 'Home'],
  ['casinos.html', 'Casinos'],
  ['bonuses.html', 'Bonuses'],
  ['games.html', 'Games'],
  ['forum.html', 'Forum'],
];

function scenarioForm(): string {
  const options = SCENARIOS.map(
    (scenario) =>
      `<option value="${scenario.name}">${escape(scenario.name)}: ${escape(scenario.description)}</option>`,
  ).join('');
  return `<form class="demo-tools" method="get" aria-labelledby="demo-tools-title">
  <h2 id="demo-tools-title">Demo: mock backend</h2>
  <p>Every call of this page is answered by the fake backend in your browser. Switch a fault on to see how the widgets handle it.</p>
  <label for="scenario">Fault scenario</label><br>
  <select id="scenario" name="scenario"><option value="">none (everything works)</option>${options}</select><br>
  <label for="demo-user">Logged in as (the bell in the header is for members)</label><br>
  <select id="demo-user" name="user"><option value="visitor">nobody: a visitor</option>${USERS.map((user) => `<option value="${user.userName}">${user.userName}${user.id === 1 ? ' (has notifications)' : ''}</option>`).join('')}</select><br>
  <label for="demo-live">Live notifications</label><br>
  <select id="demo-live" name="live"><option value="">a fake channel in the page: a new one every 20 s</option><option value="ws">the real /ws of this server (SockJS and STOMP)</option></select><br>
  <button type="submit">Reload with it</button>
</form>`;
}

export function renderPage(options: PageOptions, demo: boolean): string {
  const marker = options.pageType ? ` data-page-type="${options.pageType}"` : '';
  const newsletter = options.footerNewsletter
    ? placeholder(
        'newsletter',
        { variant: 'footer', modalId: 'newsletter' },
        'visible',
        '<p class="fallback">Subscribe to our newsletter for the best bonuses.</p>',
      )
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escape(options.title)} · Casino Guide</title>
<style>${HOST_STYLE}${STYLE}${FORUM_STYLE}</style>
${THEME_HEAD}
<script type="module" src="/widgets/loader.js"></script>
</head>
<body${marker}>
<a class="skip" href="#main">Skip to content</a>
<header class="site-header">
<a class="brand" href="index.html">Casino Guide</a>
<nav class="site-nav" aria-label="Main"><ul>${NAV.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join('')}</ul></nav>
${options.file === 'index.html' ? '' : HEADER_SEARCH}
${options.headerBell ? notificationsBell(options.tournamentDestination) : ''}
${options.file === 'index.html' ? '' : authWidgets(options.authContext ?? 'site')}
</header>
<main id="main">
${options.main}
</main>
${options.pageHelpers ? `<div ${pageHooks.widget}="page-helpers" data-load="idle" data-on="[${pageHooks.cwOpenModal}]"></div>` : ''}
<footer class="site-footer">
<div class="inner">
${newsletter}
${demo ? scenarioForm() : ''}
<p class="theme-switch">${THEME_TOGGLE}</p>
</div>
</footer>
</body>
</html>
`;
}
