/**
 * @generated SignedSource<<c73f6aab0a43fce1aa3c74b945456200>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "COLLABORATOR" | "EMPLOYER" | "JOB_SEEKER" | "%future added value";
export type PanelHomePageQuery$variables = Record<PropertyKey, never>;
export type PanelHomePageQuery$data = {
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly displayName: string;
    readonly registered: boolean | null | undefined;
    readonly roles: ReadonlyArray<Role> | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"partner_user">;
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
          (v3/*:: as any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "partner_user",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Company",
                "kind": "LinkedField",
                "name": "company",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "args": null,
            "argumentDefinitions": []
          }
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
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "41211f9c4bd5c6a412d54a5dc114a47d",
    "id": null,
    "metadata": {},
    "name": "PanelHomePageQuery",
    "operationKind": "query",
    "text": "query PanelHomePageQuery {\n  viewer {\n    displayName\n    avatarUrl\n    registered\n    roles\n    ...partner_user\n    id\n  }\n}\n\nfragment partner_user on User {\n  registered\n  roles\n  company {\n    __typename\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf9f8cb66c6f66883cd357a09f981b78";

export default node;
