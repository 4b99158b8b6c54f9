import { decodeGlobalID } from '@pothos/plugin-relay';

/** Every row's id is a UUID; anything else inside a global id would only reach PostgreSQL to be refused there. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The database id inside a global id of the given type, or null when the id is malformed, of another type, or
 * holds no UUID.
 */
export function localId(globalId: string, typename: string): string | null {
  try {
    const decoded = decodeGlobalID(globalId);
    return decoded.typename === typename && uuid.test(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

/** The type named by a global id, or null when the id is malformed. */
export function typenameOf(globalId: string): string | null {
  try {
    return decodeGlobalID(globalId).typename;
  } catch {
    return null;
  }
}
