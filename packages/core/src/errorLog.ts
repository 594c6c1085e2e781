import { system } from '@casino/api';
import { call } from './http';

/** Reports a client-side error to the backend; the answer and any failure are ignored. */
export function reportError(message: string): void {
  call(system.errorLog, { message }).catch(() => undefined);
}
