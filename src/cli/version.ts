/** The CLI's release number, sent as the `version` header on deploys. Kept in step with package.json. */
export const VERSION = '0.1.0';
