/**
 * @generated SignedSource<<51ece926706a8134c3f6fc6df0b03c20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountMenuQuery$variables = Record<PropertyKey, never>;
export type AccountMenuQuery$data = {
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly displayName: string;
  } | null | undefined;
};
export type AccountMenuQuery = {
  response: AccountMenuQuery$data;
  variables: AccountMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4adf475ba9fe1f86510bde9a929e9d9d",
    "id": null,
    "metadata": {},
    "name": "AccountMenuQuery",
    "operationKind": "query",
    "text": "query AccountMenuQuery {\n  viewer {\n    displayName\n    avatarUrl\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9fd7a39a87f0197418a4592a5e399c6f";

export default node;
