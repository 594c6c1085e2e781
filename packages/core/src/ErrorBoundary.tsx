import { Component } from 'react';
import type { ReactNode } from 'react';
import { reportError } from './errorLog';
import { t } from './i18n';

interface Props {
  widget: string;
  children: ReactNode;
}

/** Keeps one widget's crash inside that widget: reported, replaced by a short note. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    reportError(`Widget "${this.props.widget}" crashed: ${message}`);
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <p role="alert" className="cw-widget-error">
        {t('widget.error', 'This part of the page could not be shown. Please reload the page.')}
      </p>
    ) : (
      this.props.children
    );
  }
}
