/** @jest-environment node */
// Gatsby's emptied cache forgets which plugin owns each node type (patches/gatsby+5.16.1.patch), so a type that moved to another
// plugin is made, not refused, on a machine with an older cache.
import { createRequire } from "node:module";
import path from "node:path";

/** Gatsby's state of the owners, as far as these tests read it. */
type TypeOwners = { typesToPlugins: Map<string, string> };
type Reducer = (state: TypeOwners | undefined, action: Record<string, unknown>) => TypeOwners;

// The reducer as installed (the patched file), not a copy.
const { typeOwnersReducer } = createRequire(__filename)(
  path.join(path.dirname(require.resolve("gatsby/package.json")), "dist/redux/reducers/type-owners.js"),
) as { typeOwnersReducer: Reducer };

const createNode = (owner: string, type = "AboutJson") => ({
  type: "CREATE_NODE",
  plugin: { name: owner },
  payload: { id: `${owner}-${type}`, internal: { owner, type } },
});

it("Gatsby's node type owners still refuse a type made by a second plugin while the cache holds the first one's", () => {
  const state = typeOwnersReducer(undefined, createNode("gatsby-transformer-json"));
  expect(() => typeOwnersReducer(state, createNode("gatsby-transformer-content-json"))).toThrow(/owned by another plugin/);
});

it("Gatsby's node type owners are all forgotten when the cache is deleted, so the new plugin may make the type", () => {
  let state = typeOwnersReducer(undefined, createNode("gatsby-transformer-json"));
  state = typeOwnersReducer(state, { type: "DELETE_CACHE", cacheIsCorrupt: false });
  expect(state.typesToPlugins.size).toBe(0);
  state = typeOwnersReducer(state, createNode("gatsby-transformer-content-json"));
  expect(state.typesToPlugins.get("AboutJson")).toBe("gatsby-transformer-content-json");
});
