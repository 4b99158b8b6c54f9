/**
 * @generated SignedSource<<5c3908d00e6d461f488eed016e4970ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "COLLABORATOR" | "EMPLOYER" | "JOB_SEEKER" | "%future added value";
export type AccountMenuQuery$variables = Record<PropertyKey, never>;
export type AccountMenuQuery$data = {
  readonly inbox: {
    readonly unreadCount: number;
  } | null | undefined;
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly displayName: string;
    readonly roles: ReadonlyArray<Role> | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"partner_user">;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roles",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
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
  "name": "unreadCount",
  "storageKey": null
},
v6 = {
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
          (v2/*:: as any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "partner_user",
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Inbox",
        "kind": "LinkedField",
        "name": "inbox",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
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
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Inbox",
        "kind": "LinkedField",
        "name": "inbox",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1db8b60a018030cfad6a72eaf1eb6585",
    "id": null,
    "metadata": {},
    "name": "AccountMenuQuery",
    "operationKind": "query",
    "text": "query AccountMenuQuery {\n  viewer {\n    displayName\n    avatarUrl\n    roles\n    ...partner_user\n    id\n  }\n  inbox {\n    unreadCount\n    id\n  }\n}\n\nfragment partner_user on User {\n  registered\n  roles\n  company {\n    __typename\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "25cf69eef8e6b40ad22fe9f87dee2a74";

export default node;
