/**
 * A version's member types: the shared entries (one description for both
 * versions, each citing the tags it was checked against) with the version's
 * own entries on top, where its code differs or where only it declares a
 * type or member. Where only a member's behaviour differs, the shared entry
 * holds its description and default and the version adds the behaviour. Member order does not matter here: the pages list members
 * in the package's declaration order (plugins/api-members).
 * @param {import('../schema').SharedMembers} shared
 * @param {Record<string, Partial<import('../schema').DocumentedType> & Pick<import('../schema').DocumentedType, 'members'>>} own
 * @returns {Record<string, import('../schema').DocumentedType>}
 */
export function withShared(shared, own) {
  /** @type {Record<string, import('../schema').DocumentedType>} */
  const types = {};
  for (const [name, type] of Object.entries(shared.types)) {
    const members = Object.fromEntries(Object.entries(type.members).map(([m, entry]) => [m, { ...entry, tags: shared.tags }]));
    types[name] = { columns: type.columns, members };
  }
  for (const [name, type] of Object.entries(own)) {
    const base = types[name];
    const columns = type.columns ?? base?.columns;
    if (!columns) throw new Error(`${name}: no columns (a type only this version declares needs its own)`);
    const members = { ...base?.members };
    // An own entry adds to a shared one of the same member (its behaviour, where only that differs).
    for (const [m, entry] of Object.entries(type.members)) members[m] = { ...members[m], ...entry };
    types[name] = { columns, members };
  }
  return types;
}
