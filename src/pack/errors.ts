/** Why a folder cannot be packed. `code` is stable; `message` says what to do. */
export type PackErrorCode =
  'missing-folder' | 'not-a-folder' | 'empty-site' | 'too-many-files' | 'too-large' | 'file-changed';

export class PackError extends Error {
  override readonly name = 'PackError';
  readonly code: PackErrorCode;
  readonly path: string;

  constructor(code: PackErrorCode, path: string, message: string) {
    super(message);
    this.code = code;
    this.path = path;
  }
}
