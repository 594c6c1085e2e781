// The widgets every page carries (the header's login, the page's dialog); the widgets of
// some pages are in pageWidgets.ts, so that other pages do not load them. Each is defined
// in a file of its own: a module both imported would be a chunk of its own, one more
// request on every page.
export { authWidget } from './dialog/widget';
export { loginPopupWidget } from './login/widget';
