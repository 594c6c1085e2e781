/**
 * The CMS stylesheet's forum part (demo only): each post a card of its own, its header the
 * author's avatar, name and date; the forum list's categories and marks.
 */
export const FORUM_STYLE = `
.cg-thread__title{margin:.5rem 0;overflow-wrap:anywhere}
.cg-thread__meta{color:var(--cw-color-text-muted,#4a524e);margin:.25rem 0 .75rem}
.cg-thread__posts{display:grid;gap:1rem;margin:1.5rem 0}
.cg-post{padding:1rem;border:1px solid var(--cw-color-border,#cfd8d3);border-radius:.75rem;background:var(--cw-color-surface,#fff);min-width:0;overflow-wrap:anywhere}
.cg-post__header{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;padding-bottom:.5rem;margin-bottom:.5rem;border-bottom:1px solid var(--cw-color-border,#e3e9e5)}
.cg-avatar{flex:none;width:2.5rem;height:2.5rem;border-radius:50%}
.cg-post__author{font-weight:600}
.cg-post__header time,.cg-post__edited{color:var(--cw-color-text-muted,#4a524e);font-size:.9rem}
.cg-post__header time{margin-left:auto}
.cg-post__on-behalf{order:1;flex-basis:100%;color:var(--cw-color-text-muted,#4a524e);font-size:.9rem;padding-left:3.25rem}
.cg-post__text img{max-width:100%;height:auto}
.cg-post__screenshot img{max-width:100%;height:auto}
.cg-post__actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.75rem}
.cg-post__quote{margin:.5rem 0;padding:.5rem .75rem;border-left:3px solid var(--cw-color-border,#cfd8d3);background:var(--cw-color-surface-alt,#f4f8f5)}
.cg-post--deleted,.cg-post__notice{color:var(--cw-color-text-muted,#4a524e)}
.forum-category{margin-top:2rem}
.forum-mark{display:inline-block;margin-left:.25rem;padding:0 .4rem;border:1px solid var(--cw-color-border,#cfd8d3);border-radius:.25rem;font-size:.8rem;color:var(--cw-color-text-muted,#4a524e)}
`;
