import { decodeGlobalID } from '@pothos/plugin-relay';

/** The database id inside a global id of the given type, or null when the id is malformed or of another type. */
export function localId(globalId: string, typename: string): string | null {
  try {
    const decoded = decodeGlobalID(globalId);
    return decoded.typename === typename ? decoded.id : null;
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
