export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { FLASH_MESSAGE_DELAY_MS, FlashMessage } from './FlashMessage';
export type { FlashMessageProps } from './FlashMessage';
export { RELOAD_ON_CLOSE_MODALS, pageReload, useModal } from './useModal';
export type { ModalControls } from './useModal';
export { focusableIn, trapTab } from './focus';
export { lockBodyScroll } from './scrollLock';
export { dialogStack } from './stack';
