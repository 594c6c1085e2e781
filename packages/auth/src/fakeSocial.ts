// The demo's social login without the providers' SDKs. An entry of its own: exported
// beside the widgets, it would ride in the code every accounts widget loads.
export { installFakeSocialProviders } from './social/registry';
