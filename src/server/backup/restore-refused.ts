/** Why a restore refused an archive; DATA_DIR is left as it was. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}
