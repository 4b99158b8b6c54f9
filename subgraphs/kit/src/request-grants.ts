const grants = new WeakMap<object, Set<string>>();

/**
 * Lets the rest of one request read something it just created although the caller could not otherwise: a
 * visitor reading back the application they sent, a sign-in reading the user it signed in. Grants end with the
 * request's context; keys name the object (`User:<id>`).
 */
export function grantForRequest(context: object, key: string): void {
  let keys = grants.get(context);
  if (!keys) {
    keys = new Set();
    grants.set(context, keys);
  }
  keys.add(key);
}

export function grantedForRequest(context: object, key: string): boolean {
  return grants.get(context)?.has(key) === true;
}
