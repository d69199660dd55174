/** The CLI's release number, sent as the `version` header on deploys: the package's own (src/client/version.ts). */
export { CLIENT_VERSION as VERSION } from '../client/version.ts';
