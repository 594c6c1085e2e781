export { LoaderButton } from './LoaderButton';
export type { LoaderButtonProps } from './LoaderButton';
export {
  LOADER_ACTIVE_ATTRIBUTE,
  LOADER_SCOPE_SELECTOR,
  activateLoader,
  enhanceLoaderButtons,
  isLoaderActive,
  releaseLoader,
} from './loaderState';
