/**
 * @generated SignedSource<<6ae29992b00f0c50c8921849b713f9f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "COLLABORATOR" | "EMPLOYER" | "JOB_SEEKER" | "%future added value";
export type PanelHomePageQuery$variables = Record<PropertyKey, never>;
export type PanelHomePageQuery$data = {
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly displayName: string;
    readonly registered: boolean | null | undefined;
    readonly roles: ReadonlyArray<Role> | null | undefined;
  } | null | undefined;
};
export type PanelHomePageQuery = {
  response: PanelHomePageQuery$data;
  variables: PanelHomePageQuery$variables;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roles",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PanelHomePageQuery",
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
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "PanelHomePageQuery",
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
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "cacheID": "f16236665ae9e4ea2c3dd2be71aff322",
    "id": null,
    "metadata": {},
    "name": "PanelHomePageQuery",
    "operationKind": "query",
    "text": "query PanelHomePageQuery {\n  viewer {\n    displayName\n    avatarUrl\n    registered\n    roles\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b86cf585acf9377f70624f5ee45b6ac7";

export default node;
