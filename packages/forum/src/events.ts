/** The forum's events between widgets (core's typed events). */
declare module '@casino/core' {
  interface WidgetEvents {
    /**
     * A member followed or unfollowed a thread (its page's switch, the following table):
     * the following table shows it without a reload.
     */
    'forum:follow': { threadId: number; follow: boolean };
  }
}

export {};
